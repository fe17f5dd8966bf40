import type { Knex } from 'knex';

/**
 * A source's enrolments can be suspended while a refund of it is being decided (`suspended_at`,
 * set and cleared by `lectures.enrolments`' `suspend` and `resume`): a learner who holds a lecture
 * only through suspended holdings cannot study it until the decision.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lecture_enrolment_sources', (t) => {
    t.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lecture_enrolment_sources', (t) => {
    t.dropColumn('suspended_at');
  });
}
