import type { Knex } from 'knex';

/** An exam's AI exam setting `{ enabled, guardrail, usageLimit }` (null: never saved, an ordinary exam). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exams', (t) => {
    t.jsonb('ai_exam');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exams', (t) => {
    t.dropColumn('ai_exam');
  });
}
