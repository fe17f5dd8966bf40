import type { SeedContext } from '@seodang/sdk';
import { demoDirectoryToken, demoLeaver, demoReturning } from '../testing/demo-directory.ts';
import { recordPreview } from './runs.ts';
import { cipher, startRuntime } from './runtime.ts';
import { readConfig } from './sync-config.ts';

async function demoMember(
  db: SeedContext['db'],
  channelId: number,
  person: { userId: string; name: string; email: string },
  isActive: boolean,
) {
  const existing = await db('users').where({ user_id: person.userId }).first('id');
  const id =
    existing?.id ??
    (
      await db('users')
        .insert({ user_id: person.userId, name: person.name, email: person.email })
        .returning('id')
    )[0].id;
  await db('channel_members')
    .insert({
      channel_id: channelId,
      user_id: id,
      role: 'student',
      state: 'joined',
      is_active: isActive,
      joined_at: new Date(),
    })
    .onConflict(['channel_id', 'user_id'])
    .ignore();
  return id as number;
}

/**
 * The demo channel syncs from the local demo directory (`memberSync.demoScimUrl`, run by `npm
 * start`): its settings, a member who left the directory (linked) and one who returns, and a
 * pending diff of every kind for /admin/sync. Without the demo directory only the members are made.
 * Idempotent: the diff is made once.
 */
export async function seedMemberSync({ db, channelId, config }: SeedContext): Promise<void> {
  const leaverId = await demoMember(db, channelId, demoLeaver, true);
  await demoMember(db, channelId, demoReturning, false);
  await db('member_sync_links')
    .insert({ channel_id: channelId, external_id: demoLeaver.externalId, user_id: leaverId })
    .onConflict(['channel_id', 'external_id'])
    .ignore();
  const url = (config?.memberSync as { demoScimUrl?: string } | undefined)?.demoScimUrl;
  if (!url || (await readConfig(db, channelId))) return;
  startRuntime(config ?? {});
  const sealed = cipher()?.seal(demoDirectoryToken) ?? null;
  const [row] = await db('member_sync_configs')
    .insert({ channel_id: channelId, provider: 'scim', base_url: url, token_sealed: sealed, schedule: 'off' })
    .returning('*');
  if (sealed) await recordPreview(db, row, { trigger: 'manual', actorId: null, status: () => 'preview' });
}
