import type { Knex } from '@seodang/sdk';

/**
 * A posting's optional screening assessment: an exam of the assessment plugin in the posting's
 * channel (no foreign key across plugins). Submitting an application registers the applicant as
 * an examinee of it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recruitment_postings', (t) => {
    t.integer('screening_exam_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recruitment_postings', (t) => {
    t.dropColumn('screening_exam_id');
  });
}
