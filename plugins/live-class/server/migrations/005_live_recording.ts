import type { Knex } from '@seodang/sdk';

/**
 * Recording a class: its recording (the Janus folder, when it started and last stopped, its state
 * through processing, the stored file), every feed id core ever gave someone in the class (a
 * host's screen id is drawn anew after each share, so the participants table alone forgets whose
 * an old file is) and every raised hand (the queue keeps only the hands still up), for the playback
 * timeline. Both logs are written by triggers, so no path that hands out an id or a hand misses them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_recordings', (t) => {
    t.integer('meeting_id').primary().references('live_meetings.id').onDelete('CASCADE');
    t.string('state', 12).notNullable().defaultTo('none');
    t.smallint('progress').notNullable().defaultTo(0);
    // The folder Janus writes the room's .mjr files into (on the Janus host).
    t.text('folder');
    // The recording's clock: its first start; the last stop ends it.
    t.timestamp('started_at', { useTz: true });
    t.timestamp('stopped_at', { useTz: true });
    t.text('storage_key');
    t.bigInteger('size');
    t.integer('duration_ms');
    t.smallint('attempts').notNullable().defaultTo(0);
    t.text('error');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE live_recordings
    ADD CONSTRAINT live_recordings_state CHECK (state IN ('none', 'recording', 'processing', 'ready', 'failed')),
    ADD CONSTRAINT live_recordings_progress CHECK (progress BETWEEN 0 AND 100)`);

  await knex.schema.createTable('live_feeds', (t) => {
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.bigInteger('feed_id').notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 8).notNullable();
    t.boolean('is_host').notNullable();
    t.primary(['meeting_id', 'feed_id']);
  });
  await knex.raw(
    `ALTER TABLE live_feeds ADD CONSTRAINT live_feeds_kind CHECK (kind IN ('camera', 'screen'))`,
  );
  await knex.raw(`
    CREATE FUNCTION live_feeds_log() RETURNS trigger AS $$
    BEGIN
      INSERT INTO live_feeds (meeting_id, feed_id, user_id, kind, is_host)
      VALUES (NEW.meeting_id, NEW.attendee_id, NEW.user_id, 'camera', NEW.user_type <> 'attendee')
      ON CONFLICT DO NOTHING;
      IF NEW.screen_feed_id IS NOT NULL THEN
        INSERT INTO live_feeds (meeting_id, feed_id, user_id, kind, is_host)
        VALUES (NEW.meeting_id, NEW.screen_feed_id, NEW.user_id, 'screen', NEW.user_type <> 'attendee')
        ON CONFLICT DO NOTHING;
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await knex.raw(`CREATE TRIGGER live_feeds_log AFTER INSERT OR UPDATE OF attendee_id, screen_feed_id, user_type
    ON live_participants FOR EACH ROW EXECUTE FUNCTION live_feeds_log()`);
  // Ids handed out before this migration.
  await knex.raw(`INSERT INTO live_feeds (meeting_id, feed_id, user_id, kind, is_host)
    SELECT meeting_id, attendee_id, user_id, 'camera', user_type <> 'attendee' FROM live_participants
    UNION ALL
    SELECT meeting_id, screen_feed_id, user_id, 'screen', user_type <> 'attendee' FROM live_participants
    WHERE screen_feed_id IS NOT NULL
    ON CONFLICT DO NOTHING`);

  await knex.schema.createTable('live_hand_log', (t) => {
    t.bigIncrements('id');
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('raised_at', { useTz: true }).notNullable();
    t.index(['meeting_id', 'raised_at']);
  });
  await knex.raw(`
    CREATE FUNCTION live_hand_log() RETURNS trigger AS $$
    BEGIN
      INSERT INTO live_hand_log (meeting_id, user_id, raised_at) VALUES (NEW.meeting_id, NEW.user_id, NEW.raised_at);
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await knex.raw(`CREATE TRIGGER live_hand_log AFTER INSERT ON live_reactions
    FOR EACH ROW EXECUTE FUNCTION live_hand_log()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS live_hand_log ON live_reactions');
  await knex.raw('DROP FUNCTION IF EXISTS live_hand_log()');
  await knex.raw('DROP TRIGGER IF EXISTS live_feeds_log ON live_participants');
  await knex.raw('DROP FUNCTION IF EXISTS live_feeds_log()');
  for (const table of ['live_hand_log', 'live_feeds', 'live_recordings']) await knex.schema.dropTable(table);
}
