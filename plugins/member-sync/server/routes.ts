import { z } from 'zod';
import { AppError, mainManagerOnly, managerRight, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { reviewThreshold, syncConfigInput } from '../common/index.ts';
import { needsReview } from './plan.ts';
import { DirectoryError } from './providers/index.ts';
import { syncServices } from './apply.ts';
import { applyRun, listRuns, presentRun, presentRunDetail, recordPreview, type RunRow } from './runs.ts';
import { adapterOf, notConfigured, presentConfig, readConfig, saveConfig } from './sync-config.ts';

const tags = ['channels'];
/** Bringing people in from the directory is inviting them: co-managers need that right. */
const inviters = managerRight('invite');
const runParams = z.object({ id: idSchema });
const runNotFound = { code: 'sync_run_not_found', messageKey: 'member-sync.error.sync_run_not_found' };

/** The scoped kind of sync runs: `rc.inChannel(runKind, id)` finds one in the request's channel. */
export const runKind = 'member-sync-run';

const channelIdOf = (rc: RequestContext) => rc.channel!.index;

async function configOf(rc: RequestContext) {
  const config = await readConfig(rc.db, channelIdOf(rc));
  if (!config) throw notConfigured();
  return config;
}

/** A directory failure as the admin reads it: 502 with the reason in their language. */
function directoryFailure(rc: RequestContext, reason: string, retryAfter: number | null) {
  const text = rc.t(`member-sync.reason.${reason}`, { retryAfter: retryAfter ?? '?' });
  return new AppError(502, `directory_${reason}`, 'member-sync.error.directory_failed', { reason: text });
}

/** `/api/channel/sync/…`: the channel's directory settings, connection test, diff, apply and history (admins). */
export function registerSyncRoutes(env: RegisterEnv): void {
  env.scopedKind<RunRow>({
    kind: runKind,
    find: (db, ids, channelIndex) =>
      channelIndex === null
        ? Promise.resolve([])
        : db('member_sync_runs').whereIn('id', ids).where('channel_id', channelIndex),
  });

  env.route({
    method: 'GET',
    path: '/api/channel/sync/config',
    summary:
      "The channel's member sync settings; the token is never returned, only whether one is stored (channel admins with the invite right)",
    tags,
    access: inviters,
    async handler(_input, rc) {
      const config = await readConfig(rc.db, channelIdOf(rc));
      return { data: config ? presentConfig(config) : null };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/sync/config',
    summary:
      'Saves the member sync settings; a token given is stored encrypted, none keeps the stored one (the main manager)',
    tags,
    // Where members come from, and its secret: the main manager's decision.
    access: mainManagerOnly,
    body: syncConfigInput,
    bodyLimit: '10kb',
    async handler({ body }, rc) {
      return { data: presentConfig(await saveConfig(rc.db, channelIdOf(rc), rc.requireUser().id, body)) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/sync/test',
    summary:
      'Checks the stored address and token against the directory (channel admins with the invite right)',
    tags,
    access: inviters,
    async handler(_input, rc) {
      try {
        await (await adapterOf(await configOf(rc))).test();
      } catch (err) {
        if (err instanceof DirectoryError) throw directoryFailure(rc, err.reason, err.retryAfter);
        throw err;
      }
      return { data: { ok: true } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/sync/preview',
    summary:
      'Reads the directory and records the diff (add, update, deactivate, reactivate) for an admin to apply (channel admins with the invite right)',
    tags,
    access: inviters,
    async handler(_input, rc) {
      const run = await recordPreview(rc.db, await configOf(rc), {
        trigger: 'manual',
        actorId: rc.requireUser().id,
        status: (plan) => (needsReview(plan, reviewThreshold) ? 'review' : 'preview'),
      });
      if (run.status === 'failed') throw directoryFailure(rc, run.reason!, run.retry_after);
      rc.status(201);
      return { data: presentRunDetail(run) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/sync/runs/:id/apply',
    summary:
      'Applies a waiting diff in one transaction, seats permitting; a second apply answers 409 (channel admins with the invite right)',
    tags,
    access: inviters,
    params: runParams,
    async handler({ params }, rc) {
      const run = await rc.inChannel<RunRow>(runKind, params.id, runNotFound);
      const config = await configOf(rc);
      const done = await applyRun(rc.db, syncServices(rc), config, run.id, rc.requireUser().id);
      if (!done) throw new AppError(409, 'sync_run_not_pending', 'member-sync.error.sync_run_not_pending');
      if (done.status === 'failed')
        throw new AppError(409, 'sync_seat_limit', 'member-sync.reason.seat_limit');
      return { data: presentRun(done) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/sync/runs',
    summary: "The channel's sync runs, newest first (channel admins with the invite right)",
    tags,
    access: inviters,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
    async handler({ query }, rc) {
      return { data: { list: (await listRuns(rc.db, channelIdOf(rc), query.limit)).map(presentRun) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/sync/runs/:id',
    summary: 'One sync run with its diff (channel admins with the invite right)',
    tags,
    access: inviters,
    params: runParams,
    async handler({ params }, rc) {
      return { data: presentRunDetail(await rc.inChannel<RunRow>(runKind, params.id, runNotFound)) };
    },
  });
}
