import type { Knex } from '@seodang/sdk';

/**
 * Postings (channel_id null: the public site) and their applications, one per applicant and
 * posting. A posting goes with its channel; an application goes with its posting or its applicant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recruitment_postings', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.string('url_slug', 80).notNullable();
    t.string('title', 60).notNullable();
    t.string('description', 99).notNullable().defaultTo('');
    t.string('company', 60).notNullable();
    t.string('employment_type', 20).notNullable();
    t.string('location', 100).notNullable().defaultTo('');
    t.boolean('remote').notNullable().defaultTo(false);
    t.integer('positions').notNullable();
    t.integer('salary_min');
    t.integer('salary_max');
    t.jsonb('skills').notNullable().defaultTo('[]');
    t.timestamp('open_at', { useTz: true });
    t.timestamp('close_at', { useTz: true });
    t.string('contact_email', 254);
    t.string('contact_phone', 20);
    t.string('contact_link', 2000);
    t.text('introduction').notNullable().defaultTo('');
    t.boolean('blind').notNullable().defaultTo(false);
    t.string('state', 10).notNullable().defaultTo('DRAFT');
    t.timestamp('published_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE recruitment_postings
       ADD CONSTRAINT recruitment_postings_state CHECK (state IN ('DRAFT', 'PUBLISHED', 'CLOSED')),
       ADD CONSTRAINT recruitment_postings_salary CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)`,
  );
  await knex.raw(
    'CREATE INDEX recruitment_postings_list ON recruitment_postings (coalesce(channel_id, 0), state, id DESC)',
  );
  await knex.raw('CREATE INDEX recruitment_postings_owner ON recruitment_postings (owner_id)');

  await knex.schema.createTable('recruitment_applications', (t) => {
    t.increments('id');
    t.integer('posting_id').notNullable().references('recruitment_postings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('status').notNullable().defaultTo(0);
    t.string('cover_message', 2000).notNullable().defaultTo('');
    t.string('mobile', 11);
    t.string('portfolio_link', 2000);
    t.string('note', 2000).notNullable().defaultTo('');
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('reviewed_at', { useTz: true });
    t.integer('reviewed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['posting_id', 'user_id']);
  });
  await knex.raw(
    'ALTER TABLE recruitment_applications ADD CONSTRAINT recruitment_applications_status CHECK (status BETWEEN 0 AND 4)',
  );
  await knex.raw('CREATE INDEX recruitment_applications_user ON recruitment_applications (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recruitment_applications');
  await knex.schema.dropTable('recruitment_postings');
}
