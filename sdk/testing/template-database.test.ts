import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { dropTestDatabase, newTestDatabase, testDatabaseUrl, testDatabaseUrlOf } from './database.ts';
import { createMigratedDatabase, migrationsFingerprint } from './template-database.ts';

/** A migrations folder with these files (name → `up` body), unique to this test. */
function folder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'tpl-'));
  for (const [name, up] of Object.entries(files))
    writeFileSync(join(dir, name), `export async function up(knex) { ${up} }\n`);
  return { dir, url: pathToFileURL(`${dir}/`) };
}

async function query(database: string, sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrlOf(database) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function templateExists(name: string) {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

test('each copy starts from the migrated template, not from an earlier copy', async (t) => {
  const f = folder({
    '001_notes.ts': `await knex.schema.createTable('notes', (t) => { t.increments('id'); t.text('body'); });
      await knex('notes').insert({ body: 'seeded' });`,
  });
  t.teardown(() => rmSync(f.dir, { recursive: true }));
  const folders = [{ owner: `tpl-test-${Date.now()}`, dir: f.url }];
  const [a, b] = [newTestDatabase(), newTestDatabase()];
  t.teardown(() => Promise.all([a.drop(), b.drop()]));

  await createMigratedDatabase(a.name, folders);
  await query(a.name, "INSERT INTO notes (body) VALUES ('only in a')");
  await createMigratedDatabase(b.name, folders);

  t.deepEqual(
    (await query(b.name, 'SELECT body FROM notes')).map((r) => r.body),
    ['seeded'],
  );
  t.is(
    (
      await query(
        b.name,
        'SELECT count(*)::int AS n FROM knex_migrations_' + folders[0].owner.replace(/-/g, '_'),
      )
    )[0].n,
    1,
  );
  const template = `tpl_${migrationsFingerprint(folders)}`;
  t.true(await templateExists(template));
  await dropTestDatabase(template); // not left behind in the test server
});

test('changed migrations make another template; a failing migration leaves none', async (t) => {
  const f = folder({ '001_a.ts': `await knex.schema.createTable('a', (t) => t.increments('id'));` });
  t.teardown(() => rmSync(f.dir, { recursive: true }));
  const owner = `tpl-test-${Date.now()}`;
  const before = migrationsFingerprint([{ owner, dir: f.url }]);
  t.is(migrationsFingerprint([{ owner, dir: f.url }]), before);
  writeFileSync(
    join(f.dir, '002_b.ts'),
    'export async function up() { throw new Error("broken migration"); }\n',
  );
  const broken = migrationsFingerprint([{ owner, dir: f.url }]);
  t.not(broken, before);
  t.not(migrationsFingerprint([{ owner: `${owner}-other`, dir: f.url }]), before);

  const db = newTestDatabase();
  t.teardown(() => db.drop());
  await t.throwsAsync(createMigratedDatabase(db.name, [{ owner, dir: f.url }]), {
    message: /broken migration/,
  });
  t.false(await templateExists(`tpl_${broken}`));
});
