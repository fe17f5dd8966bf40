import type { Knex } from '@seodang/sdk';

/**
 * How many realtime sockets each user has open on a class's topic, across core instances: the
 * last one closing (a closed tab, a crashed machine, a dropped network) is leaving the class.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_sockets', (t) => {
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('sockets').notNullable().defaultTo(0);
    t.primary(['meeting_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('live_sockets');
}
