import type { Knex } from '@seodang/sdk';

/**
 * Live classes: the classes of a channel (of one lecture, or of the whole channel), who took part
 * (with every stretch of presence, for attendance), the chat and the raised hands. A class goes
 * with its channel; rows of users outlive them where the record matters (chat, attendance).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_meetings', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    // The lectures plugin's lecture; no foreign key across plugins.
    t.integer('lecture_id');
    t.string('name', 60).notNullable();
    t.boolean('use_record').notNullable().defaultTo(false);
    t.integer('creator_id').references('users.id').onDelete('SET NULL');
    t.string('status', 8).notNullable().defaultTo('wait');
    t.uuid('meeting_uid').notNullable().unique();
    // The Janus room and its pin: given only to those allowed in.
    t.bigInteger('janus_room').notNullable().unique();
    t.string('janus_pin', 64).notNullable();
    t.smallint('current_user_count').notNullable().defaultTo(0);
    t.smallint('max_user_count').notNullable().defaultTo(24);
    t.timestamp('start_at', { useTz: true }).notNullable();
    t.integer('duration_minutes').notNullable().defaultTo(60);
    t.timestamp('started_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE live_meetings
    ADD CONSTRAINT live_meetings_status CHECK (status IN ('wait', 'live', 'ended')),
    ADD CONSTRAINT live_meetings_max CHECK (max_user_count BETWEEN 1 AND 24),
    ADD CONSTRAINT live_meetings_current CHECK (current_user_count BETWEEN 0 AND max_user_count),
    ADD CONSTRAINT live_meetings_duration CHECK (duration_minutes BETWEEN 10 AND 300)`);
  await knex.raw('CREATE INDEX live_meetings_list ON live_meetings (coalesce(channel_id, 0), start_at DESC)');
  await knex.raw(
    'CREATE INDEX live_meetings_lecture ON live_meetings (lecture_id) WHERE lecture_id IS NOT NULL',
  );

  // Everyone who joined a class once: their feed ids and whether they are in it now.
  await knex.schema.createTable('live_participants', (t) => {
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('user_type', 10).notNullable();
    t.bigInteger('attendee_id').notNullable();
    t.bigInteger('screen_feed_id');
    t.boolean('present').notNullable().defaultTo(false);
    t.timestamp('first_joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_left_at', { useTz: true });
    t.primary(['meeting_id', 'user_id']);
    t.unique(['meeting_id', 'attendee_id']);
  });
  await knex.raw(`ALTER TABLE live_participants
    ADD CONSTRAINT live_participants_type CHECK (user_type IN ('creator', 'manager', 'attendee'))`);

  // Each stretch of presence, from a join to its leave (or the class's end).
  await knex.schema.createTable('live_presence', (t) => {
    t.bigIncrements('id');
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('left_at', { useTz: true });
  });
  await knex.raw(
    'CREATE UNIQUE INDEX live_presence_open ON live_presence (meeting_id, user_id) WHERE left_at IS NULL',
  );

  await knex.schema.createTable('live_chat_messages', (t) => {
    t.bigIncrements('id');
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('message', 1000).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.integer('deleted_by').references('users.id').onDelete('SET NULL');
    t.index(['meeting_id', 'id']);
  });

  // Raised hands: one per person, lowered by deleting it; the queue is by raise time.
  await knex.schema.createTable('live_reactions', (t) => {
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('type', 10).notNullable().defaultTo('hand');
    t.timestamp('raised_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigIncrements('seq', { primaryKey: false });
    t.primary(['meeting_id', 'user_id', 'type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'live_reactions',
    'live_chat_messages',
    'live_presence',
    'live_participants',
    'live_meetings',
  ])
    await knex.schema.dropTable(table);
}
