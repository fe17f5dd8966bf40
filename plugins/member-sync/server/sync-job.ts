import {
  defineJob,
  mailRef,
  type Knex,
  type MailService,
  type RegisterEnv,
  type StartContext,
} from '@seodang/sdk';
import { translate, type Locale } from '@seodang/sdk/common';
import { z } from 'zod';
import { memberSyncMessages, reviewThreshold, type Schedule } from '../common/index.ts';
import { needsReview } from './plan.ts';
import { syncServices } from './apply.ts';
import { applyRun, recordPreview, type RunRow } from './runs.ts';
import { readConfig } from './sync-config.ts';

/** Looks for channels whose scheduled sync is due (every 5 minutes, once across instances). */
export const syncTick = defineJob<Record<string, never>>('member-sync.tick');
/** One channel's scheduled sync: diff, then apply unless it deactivates too many. */
export const syncRun = defineJob('member-sync.run', z.object({ channelId: z.number().int().positive() }));

const intervalMs: Record<Exclude<Schedule, 'off'>, number> = { hourly: 3_600_000, daily: 86_400_000 };

/** Marks the due channels as scheduled now and queues their runs (the job id keeps one per slot). */
export async function queueDueSyncs(ctx: Pick<StartContext, 'db' | 'enqueue'>, now = Date.now()) {
  const rows: { channel_id: number; schedule: Exclude<Schedule, 'off'>; last_scheduled_at: Date | null }[] =
    await ctx.db('member_sync_configs').whereNot('schedule', 'off').whereNotNull('token_sealed');
  for (const row of rows) {
    const every = intervalMs[row.schedule];
    if (row.last_scheduled_at && now - new Date(row.last_scheduled_at).getTime() < every) continue;
    await ctx
      .db('member_sync_configs')
      .where({ channel_id: row.channel_id })
      .update({ last_scheduled_at: new Date(now) });
    await ctx.enqueue(
      syncRun,
      { channelId: row.channel_id },
      { jobId: `sync-${row.channel_id}-${Math.floor(now / every)}` },
    );
  }
}

/** Mails the channel's admins that a run waits for their review (queued with the run's own reference). */
export async function mailReview(db: Knex, outbox: MailService, run: RunRow) {
  const channel = await db('channels').where({ id: run.channel_id }).first('name');
  const admins: { email: string; locale: Locale }[] = await db('channel_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.channel_id': run.channel_id, 'm.role': 'admin', 'm.state': 'joined', 'm.is_active': true })
    .whereNotNull('u.email')
    .select('u.email', 'u.locale');
  for (const admin of admins) {
    const t = (key: string, params: Record<string, unknown>) =>
      translate(key, admin.locale, params, [memberSyncMessages]);
    await outbox.queue(db, {
      to: admin.email,
      subject: t('member-sync.mail.review.subject', { channel: channel?.name ?? '' }),
      text: t('member-sync.mail.review.text', { count: run.counts.deactivate, members: run.member_count }),
      kind: 'member-sync-review',
      channelId: run.channel_id,
      locale: admin.locale,
      ref: `sync-run-${run.id}`,
    });
  }
}

/** A scheduled sync of one channel; a directory failure is recorded on the run, not retried here. */
export async function runScheduledSync(
  ctx: Pick<StartContext, 'db' | 'service'>,
  channelId: number,
): Promise<RunRow | null> {
  const config = await readConfig(ctx.db, channelId);
  if (!config) return null;
  const run = await recordPreview(ctx.db, config, {
    trigger: 'schedule',
    actorId: null,
    status: (plan) => (needsReview(plan, reviewThreshold) ? 'review' : 'preview'),
  });
  if (run.status === 'review') {
    await mailReview(ctx.db, ctx.service(mailRef), run);
    return run;
  }
  if (run.status !== 'preview') return run;
  return applyRun(ctx.db, syncServices(ctx), config, run.id, null);
}

export function registerSyncJobs(env: RegisterEnv): void {
  env.job(syncTick, (_data, _job, ctx) => queueDueSyncs(ctx), {
    attempts: 1,
    schedule: { everyMs: 300_000, data: {} },
  });
  env.job(
    syncRun,
    async ({ channelId }, _job, ctx) => {
      const run = await runScheduledSync(ctx, channelId);
      return run ? { run: run.id, status: run.status } : null;
    },
    { attempts: 1 },
  );
}
