import type { Knex } from 'knex';
import { dayMs, type ActionVerb } from '@seodang/sdk/common';
import { rightsDetail } from '../channels/managers/manager-rows.ts';

/**
 * The demo channel's action log (/admin/log): a few weeks of what its managers did, written in the
 * shapes the routes write and in step with the demo's state (the join setting, a co-manager's
 * rights, a member accepted, one deactivated), so the screen, its filters and its CSV show real
 * entries. Idempotent: a channel that has any entry is left as it is.
 */
export async function seedDemoActionLog(db: Knex, channelId: number): Promise<void> {
  if (await db('action_logs').where({ channel_id: channelId }).first('id')) return;
  // The channel's own members by login id (the demo accounts and the members plugins seeded).
  const users: Record<string, number> = Object.fromEntries(
    (
      await db('channel_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .where('m.channel_id', channelId)
        .select('u.user_id', 'u.id')
    ).map((u: { user_id: string; id: number }) => [u.user_id, u.id]),
  );
  const manager = users['jihoon.admin'] ?? null;
  const coManager = users['minseo.comanager'];
  const member = (userId: string) => ({ id: users[userId], loginId: userId });
  const now = Date.now();
  const entries: {
    daysAgo: number;
    actorId: number | null;
    verb: ActionVerb;
    target: string;
    detail?: Record<string, unknown>;
  }[] = [
    {
      daysAgo: 20,
      actorId: manager,
      verb: 'Modification',
      target: 'channel settings',
      detail: {
        before: { joinSetting: 'invitation' },
        after: { joinSetting: 'approval' },
      },
    },
    ...(coManager
      ? [
          {
            daysAgo: 12,
            actorId: manager,
            verb: 'Add' as const,
            target: 'co managers',
            detail: {
              member: member('minseo.comanager'),
              after: rightsDetail(['noticeManagement', 'applicantManagement']),
            },
          },
        ]
      : []),
    ...(users.jiwoo
      ? [
          {
            daysAgo: 9,
            actorId: coManager ?? manager,
            verb: 'Modification' as const,
            target: 'member',
            detail: { member: member('jiwoo'), action: 'accept' },
          },
        ]
      : []),
    ...(users['demo-away']
      ? [
          {
            daysAgo: 3,
            actorId: manager,
            verb: 'Modification' as const,
            target: 'member',
            detail: { member: member('demo-away'), action: 'deactivate' },
          },
        ]
      : []),
  ];
  await db('action_logs').insert(
    entries.map((e) => ({
      channel_id: channelId,
      actor_id: e.actorId,
      verb: e.verb,
      target: e.target,
      detail: JSON.stringify(e.detail ?? {}),
      created_at: new Date(now - e.daysAgo * dayMs),
    })),
  );
}
