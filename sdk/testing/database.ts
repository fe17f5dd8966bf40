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

/** Creates an empty database for one test file; `drop()` removes it. */
export async function createTestDatabase(
  prefix = 't',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
