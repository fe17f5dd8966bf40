import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import pg from 'pg';
import { migrateFolders, type MigrationFolder } from '@seodang/core';
import { testDatabaseUrl, testDatabaseUrlOf } from './database.ts';

// Migrating every plugin's tables takes seconds, and hundreds of test files each start a core on
// a database of their own. So a set of migrations is run once into a template database, and each
// file's database is a copy of it (PostgreSQL copies a small database in a fraction of a second).

/** Any test process holds this advisory lock while it makes or copies a template. */
const templateLock = 0x5eed_da7a;

/** A name for one set of migration folders: their owners, order, file names and contents. */
export function migrationsFingerprint(folders: readonly MigrationFolder[]): string {
  const hash = createHash('sha256');
  for (const { owner, dir } of folders) {
    hash.update(`\0owner:${owner}`);
    const path = fileURLToPath(dir);
    if (!existsSync(path)) continue;
    for (const file of readdirSync(path).sort()) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      hash.update(`\0file:${file}\0`);
      hash.update(readFileSync(`${path}/${file}`));
    }
  }
  return hash.digest('hex').slice(0, 24);
}

/** Makes the template: a database with these migrations run, closed to connections after. */
async function makeTemplate(admin: pg.Client, name: string, folders: readonly MigrationFolder[]) {
  await admin.query(`CREATE DATABASE "${name}"`);
  const knex = knexFactory({ client: 'pg', connection: testDatabaseUrlOf(name), pool: { min: 0, max: 1 } });
  try {
    await migrateFolders(knex, folders);
  } catch (error) {
    await knex.destroy();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  await knex.destroy();
  // Nobody may connect to it any more: a connection would make every copy wait for it to leave.
  await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
}

/**
 * Creates the database `name` already migrated with `folders`: a copy of the template for those
 * migrations, made first by whichever test process needs it first.
 */
export async function createMigratedDatabase(
  name: string,
  folders: readonly MigrationFolder[],
): Promise<void> {
  const template = `tpl_${migrationsFingerprint(folders)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) await makeTemplate(admin, template, folders);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end(); // the session's end releases the lock, also after a failure
  }
}
