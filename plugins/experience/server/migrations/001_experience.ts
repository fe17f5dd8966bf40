import type { Knex } from '@seodang/sdk';

/**
 * The experience profile (one per user and organisation: a channel, or null for the public site),
 * its append-only ledger, the per-channel rules, the buff catalogue and the buffs learners bought.
 * `source_id` points into other plugins' tables, so it carries no foreign key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('experience_profiles', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.bigInteger('total_xp').notNullable().defaultTo(0);
    t.integer('level').notNullable().defaultTo(1);
    t.integer('experience_point').notNullable().defaultTo(0);
    t.integer('piece_count').notNullable().defaultTo(0);
    t.string('status', 10).notNullable().defaultTo('active');
    t.boolean('leaderboard_opt_out').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX experience_profiles_owner ON experience_profiles (user_id, coalesce(channel_id, 0))',
  );
  await knex.raw(
    'ALTER TABLE experience_profiles ADD CONSTRAINT experience_pieces_not_negative CHECK (piece_count >= 0)',
  );

  await knex.schema.createTable('experience_ledger', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('source_type', 20).notNullable();
    t.string('source_id', 80).notNullable();
    t.integer('revision').notNullable();
    /** The source's state this row stands for (present, late, …); null for a compensating row. */
    t.string('source_state', 20);
    /** What the rule gives, before any buff. */
    t.integer('base_xp').notNullable().defaultTo(0);
    /** The multiplier of the buff active when the row was written (1 without one). */
    t.decimal('multiplier', 4, 2).notNullable().defaultTo(1);
    t.integer('xp').notNullable().defaultTo(0);
    t.integer('pieces').notNullable().defaultTo(0);
    /** What the "why" list links to (lecture, lesson, quiz, session, certificate ids). */
    t.jsonb('ref').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['source_type', 'source_id', 'revision']);
    t.index(['user_id', 'channel_id', 'id']);
  });
  await knex.raw(
    'CREATE INDEX experience_ledger_period ON experience_ledger (coalesce(channel_id, 0), created_at)',
  );
  // Append-only: a change is a new, compensating row, never an edit.
  await knex.raw(`
    CREATE FUNCTION experience_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'experience_ledger is append-only'; END $$;
    CREATE TRIGGER experience_ledger_no_update BEFORE UPDATE ON experience_ledger
      FOR EACH ROW EXECUTE FUNCTION experience_ledger_append_only();
  `);

  await knex.schema.createTable('experience_rules', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.jsonb('rules').notNullable();
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE UNIQUE INDEX experience_rules_channel ON experience_rules (coalesce(channel_id, 0))',
  );

  await knex.schema.createTable('experience_buffs', (t) => {
    t.increments('id');
    /** Null: offered everywhere. */
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('code', 40).notNullable();
    t.decimal('multiplier', 4, 2).notNullable();
    t.integer('hours').notNullable();
    t.integer('cost').notNullable();
  });
  await knex('experience_buffs').insert([
    { code: 'xp-150-24h', multiplier: 1.5, hours: 24, cost: 3 },
    { code: 'xp-200-1h', multiplier: 2, hours: 1, cost: 2 },
  ]);

  await knex.schema.createTable('experience_buff_activations', (t) => {
    t.increments('id');
    t.integer('profile_id').notNullable().references('experience_profiles.id').onDelete('CASCADE');
    t.integer('buff_id').notNullable().references('experience_buffs.id').onDelete('CASCADE');
    t.decimal('multiplier', 4, 2).notNullable();
    t.integer('cost').notNullable();
    t.string('idempotency_key', 100).notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.unique(['profile_id', 'idempotency_key']);
    t.index(['profile_id', 'ends_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('experience_buff_activations');
  await knex.schema.dropTable('experience_buffs');
  await knex.schema.dropTable('experience_rules');
  await knex.schema.dropTable('experience_ledger');
  await knex.raw('DROP FUNCTION IF EXISTS experience_ledger_append_only()');
  await knex.schema.dropTable('experience_profiles');
}
