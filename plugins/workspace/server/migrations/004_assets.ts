import type { Knex } from 'knex';

/**
 * Quiz assets: files a quiz definition or an answer references by SHA-256 (`{ $asset: sha256 }`).
 * The bytes live in the file storage (`workspace/channel-<id>/quiz-<id>/<sha256>`); a row says who
 * may read them. `owner_id` null is the quiz's own asset (uploaded by an author, possibly hidden);
 * set, it is that learner's answer asset. One row per quiz, hash and owner.
 * `referenced_at` is touched whenever a saved definition names the asset, so the 24-hour clean-up
 * never takes an asset a quiz was just saved with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workspace_assets', (t) => {
    t.bigIncrements('id');
    t.integer('quiz_id').notNullable().references('workspace_quizzes.id').onDelete('CASCADE');
    t.string('sha256', 64).notNullable();
    t.integer('size').notNullable();
    t.string('media_type', 100).notNullable();
    t.integer('owner_id').references('users.id').onDelete('CASCADE');
    t.integer('uploaded_by').references('users.id').onDelete('SET NULL');
    t.boolean('hidden').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('referenced_at', { useTz: true });
  });
  await knex.raw(
    'create unique index workspace_assets_unique on workspace_assets (quiz_id, sha256, coalesce(owner_id, 0))',
  );
  await knex.raw('create index workspace_assets_created on workspace_assets (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('workspace_assets');
}
