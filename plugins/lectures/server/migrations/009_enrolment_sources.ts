import type { Knex } from 'knex';

/**
 * Enrolments another plugin made on behalf of a source (e.g. a roadmap purchase's order item):
 * one row per (lecture, user, source), the idempotency key of the enrolment and of its withdrawal.
 * `created_enrolment` is false when the learner already held the enrolment on their own (a direct
 * purchase or a free enrolment) as the source came, so withdrawing the source leaves it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lecture_enrolment_sources', (t) => {
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('source_kind', 40).notNullable();
    t.integer('source_id').notNullable();
    t.boolean('created_enrolment').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['lecture_id', 'user_id', 'source_kind', 'source_id']);
    t.index(['user_id', 'source_kind', 'source_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lecture_enrolment_sources');
}
