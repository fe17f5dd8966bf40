import type { Knex } from 'knex';

/** Supervision groups of an exam and their users (exam ids belong to the assessment plugin; no FK across plugins). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('supervision_groups', (t) => {
    t.increments('id');
    t.integer('exam_id').notNullable().index();
    t.string('name', 60).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('supervision_group_users', (t) => {
    t.integer('group_id').notNullable().references('supervision_groups.id').onDelete('CASCADE');
    t.integer('exam_id').notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('role', 12).notNullable();
    t.primary(['group_id', 'user_id', 'role']);
  });
  // A student is in at most one group of an exam.
  await knex.raw(
    "CREATE UNIQUE INDEX supervision_one_group_per_student ON supervision_group_users (exam_id, user_id) WHERE role = 'student'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('supervision_group_users');
  await knex.schema.dropTable('supervision_groups');
}
