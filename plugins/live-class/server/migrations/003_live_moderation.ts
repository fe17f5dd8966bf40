import type { Knex } from '@seodang/sdk';

/**
 * Moderation: the class's device mode (learners' microphones and cameras on when they enter, and
 * the host's locks), its spotlight, each participant's own microphone and camera, and a removal
 * that keeps them out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('live_meetings', (t) => {
    t.boolean('use_audio').notNullable().defaultTo(true);
    t.boolean('use_video').notNullable().defaultTo(true);
    t.boolean('use_mic_locked').notNullable().defaultTo(false);
    t.boolean('use_video_locked').notNullable().defaultTo(false);
    t.integer('main_user_id').nullable().references('users.id').onDelete('SET NULL');
  });
  await knex.schema.alterTable('live_participants', (t) => {
    t.boolean('use_audio').notNullable().defaultTo(true);
    t.boolean('use_video').notNullable().defaultTo(true);
    t.timestamp('kicked_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('live_participants', (t) => {
    t.dropColumn('use_audio');
    t.dropColumn('use_video');
    t.dropColumn('kicked_at');
  });
  await knex.schema.alterTable('live_meetings', (t) => {
    t.dropColumn('use_audio');
    t.dropColumn('use_video');
    t.dropColumn('use_mic_locked');
    t.dropColumn('use_video_locked');
    t.dropColumn('main_user_id');
  });
}
