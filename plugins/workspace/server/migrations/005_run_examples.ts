import type { Knex } from 'knex';

/**
 * The run screen example of a quiz (`use_run_screen_example`), kept for the definition whose
 * reference run it comes from: taken once from the teacher's passed validation, or, for a quiz
 * stored validated without one (a demo), from a run of the reference the workspace starts itself
 * (`pending` until it settles, `error` when it did not pass).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workspace_run_examples', (t) => {
    t.integer('quiz_id').primary().references('workspace_quizzes.id').onDelete('CASCADE');
    t.string('definition_hash', 64).notNullable();
    t.string('status', 10).notNullable();
    /** `{ images: [{ name, base64 }], output }`, PNG images and text only (run-example.ts). */
    t.jsonb('example');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('workspace_run_examples');
}
