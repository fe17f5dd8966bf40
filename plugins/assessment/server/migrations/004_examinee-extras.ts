import type { Knex } from 'knex';

/** The examinee's extras: the additional application form, the mobile camera's connection and the identity photo. */
export async function up(knex: Knex): Promise<void> {
  // The teacher's questions of an assessment's additional form (one form per assessment).
  await knex.schema.createTable('assessment_additional_forms', (t) => {
    t.integer('assessment_id').primary().references('assessment_assessments.id').onDelete('CASCADE');
    t.jsonb('questions').notNullable().defaultTo('[]');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('assessment_additional_answers', (t) => {
    t.integer('assessment_id').notNullable().references('assessment_assessments.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('answers').notNullable();
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['assessment_id', 'user_id']);
  });
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    // Set while the phone publishes the mobile camera (the QR code's page).
    t.timestamp('mobile_connected_at', { useTz: true });
    // Storage key, type and size of the identity photo ({ key, mime, size, uploadedAt }).
    t.jsonb('identification_photo');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    t.dropColumn('mobile_connected_at');
    t.dropColumn('identification_photo');
  });
  await knex.schema.dropTable('assessment_additional_answers');
  await knex.schema.dropTable('assessment_additional_forms');
}
