import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

/**
 * A knex migration source reading `NNN_name.ts` files from one folder, imported as ESM
 * (knex's own loader does not handle TypeScript run by Node directly).
 */
export function folderMigrationSource(dir: URL): Knex.MigrationSource<string> {
  const path = fileURLToPath(dir);
  return {
    async getMigrations() {
      if (!existsSync(path)) return [];
      return readdirSync(path)
        .filter((f) => /^\d+[_-].+\.ts$/.test(f) && !f.endsWith('.test.ts'))
        .sort();
    },
    getMigrationName(name) {
      return name;
    },
    async getMigration(name) {
      const mod = (await import(pathToFileURL(`${path}/${name}`).href)) as MigrationModule;
      return { up: mod.up, down: mod.down ?? (async () => {}) };
    },
  };
}

/** Runs one owner's migrations with its own migrations table. */
export async function migrateFolder(knex: Knex, dir: URL, tableName: string): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({
    migrationSource: folderMigrationSource(dir),
    tableName,
  })) as [number, string[]];
  return applied;
}

/** One owner's migrations folder: core's own (`core`) or a plugin's. */
export interface MigrationFolder {
  owner: string;
  dir: URL;
}

/** Runs each folder's migrations in the given order, each owner with its own migrations table. */
export async function migrateFolders(knex: Knex, folders: readonly MigrationFolder[]): Promise<void> {
  for (const { owner, dir } of folders)
    await migrateFolder(knex, dir, `knex_migrations_${owner.replace(/-/g, '_')}`);
}
