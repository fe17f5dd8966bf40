import type { Knex } from 'knex';

/** An AI exam's prompts per examinee: counted for the whole exam, never renewed. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_exam_usage', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('exam_index').notNullable();
    t.integer('current_usage').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'exam_index']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ai_exam_usage');
}
