import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';
import type { Core } from '../core.ts';
import { hashPassword } from '../accounts/password.ts';
import { seedDemoMail } from '../mail/seed-mail.ts';
import { seedDemoActionLog } from '../services/seed-action-log.ts';

/**
 * Loads the demo data: the school channel, the demo accounts with their memberships, then
 * each plugin's own demo content. Idempotent: what exists is left as it is.
 */
export async function seedDemo(core: Core): Promise<string> {
  const { db } = core;
  let channel = await db('channels').where({ slug: demoChannel.slug }).first();
  if (!channel) {
    [channel] = await db('channels')
      .insert({
        slug: demoChannel.slug,
        name: demoChannel.name,
        organization_type: 'high_school',
        channel_type: 'school',
      })
      .returning('*');
  }
  let created = 0;
  const users: Record<string, number> = {};
  for (const account of demoAccounts) {
    let user = await db('users').whereRaw('lower(user_id) = lower(?)', [account.userId]).first();
    if (!user) {
      [user] = await db('users')
        .insert({
          user_id: account.userId,
          password_hash: await hashPassword(account.password),
          name: account.name,
          email: account.email,
          is_teacher: account.scope === 'public' && account.role === 'teacher',
        })
        .returning('*');
      created += 1;
    }
    users[account.userId] = user.id;
    if (account.scope === 'channel') {
      await db('channel_members')
        .insert({
          channel_id: channel.id,
          user_id: user.id,
          role: account.role,
          state: 'joined',
          is_main_manager: account.isMainManager,
          ...(account.managerRights ? { manager_rights: JSON.stringify(account.managerRights) } : {}),
          joined_at: new Date(),
        })
        .onConflict(['channel_id', 'user_id'])
        .ignore();
    }
  }
  await seedDemoMail(db, channel.id as number, channel.name as string);
  // Plugins' seeds may use the services other plugins provide (e.g. the workspace's quiz seed).
  await core.provideServices();
  const context = {
    db,
    channelId: channel.id as number,
    users,
    accounts: demoAccounts,
    config: core.config,
    service: core.service,
    optionalService: core.optionalService,
  };
  for (const plugin of core.plugins) await plugin.definition.seed?.(context);
  // After the plugins: the log names members they seed.
  await seedDemoActionLog(db, channel.id as number);
  return `${created} new accounts, channel '${demoChannel.slug}', ${core.plugins.length} plugins`;
}
