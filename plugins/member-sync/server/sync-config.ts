import { AppError, type Knex } from '@seodang/sdk';
import type {
  DepartmentTarget,
  Provider,
  Schedule,
  SyncConfigInput,
  SyncConfigView,
} from '../common/index.ts';
import { adapterFor, type DirectoryAdapter } from './providers/index.ts';
import { assertPublicDirectory } from './providers/address-guard.ts';
import { cipher, publicDirectoriesOnly } from './runtime.ts';

/** A channel's settings row. */
export interface SyncConfigRow {
  channel_id: number;
  provider: Provider;
  base_url: string;
  token_sealed: string | null;
  schedule: Schedule;
  department_target: DepartmentTarget;
  last_scheduled_at: Date | null;
  updated_at: Date;
}

export const notConfigured = () =>
  new AppError(404, 'sync_not_configured', 'member-sync.error.sync_not_configured');

/** The settings as the API shows them: whether a token is stored, never the token. */
export const presentConfig = (row: SyncConfigRow): SyncConfigView => ({
  provider: row.provider,
  baseUrl: row.base_url,
  hasToken: row.token_sealed !== null,
  schedule: row.schedule,
  departmentTarget: row.department_target,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function readConfig(db: Knex, channelId: number): Promise<SyncConfigRow | undefined> {
  return db('member_sync_configs').where('channel_id', channelId).first();
}

/** Saves the settings; a token given is sealed, none keeps the stored one. */
export async function saveConfig(
  db: Knex,
  channelId: number,
  actorId: number | null,
  input: SyncConfigInput,
): Promise<SyncConfigRow> {
  const columns: Record<string, unknown> = {
    provider: input.provider,
    base_url: input.baseUrl,
    schedule: input.schedule,
    department_target: input.departmentTarget,
    updated_by: actorId,
    updated_at: db.fn.now(),
  };
  if (input.token) {
    const c = cipher();
    if (!c) throw new AppError(409, 'sync_key_missing', 'member-sync.error.sync_key_missing');
    columns.token_sealed = c.seal(input.token);
  }
  const [row] = await db('member_sync_configs')
    .insert({ channel_id: channelId, ...columns })
    .onConflict('channel_id')
    .merge()
    .returning('*');
  return row;
}

/**
 * The directory of a channel's settings, its token opened; in production its address must resolve
 * outside the server's network (`DirectoryError` 'address_not_allowed').
 */
export async function adapterOf(row: SyncConfigRow): Promise<DirectoryAdapter> {
  if (publicDirectoriesOnly()) await assertPublicDirectory(row.base_url);
  const c = cipher();
  if (!row.token_sealed || !c)
    throw new AppError(409, 'sync_token_missing', 'member-sync.error.sync_token_missing');
  return adapterFor(row.provider, row.base_url, c.open(row.token_sealed));
}
