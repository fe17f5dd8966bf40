import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The admin URL of the test PostgreSQL (`npm test` exports DATABASE_URL); fails loudly without it. */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'DATABASE_URL is not set: run the tests through `npm test`, which starts a private PostgreSQL',
    );
  return url;
}

/** The URL of the test server's database `name`. */
export function testDatabaseUrlOf(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes the test server's database `name`, closing its connections. */
export async function dropTestDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A database of one test file: its name, URL, and `drop()` to remove it. */
export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new database's name, URL and `drop()`, for the caller to create (as a template's copy). */
export function newTestDatabase(prefix = 't'): TestDatabase {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  return {
    url: testDatabaseUrlOf(name),
    name,
    drop: () => dropTestDatabase(name),
  };
}

/** Creates an empty database for one test file; `drop()` removes it. */
export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const database = newTestDatabase(prefix);
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database.name}"`);
  } finally {
    await admin.end();
  }
  return database;
}
