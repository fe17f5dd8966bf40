import { definePlugin } from '@seodang/sdk';
import { memberSyncMessages } from '../common/index.ts';
import { registerSyncRoutes } from './routes.ts';
import { startRuntime } from './runtime.ts';
import { seedMemberSync } from './seed.ts';
import { registerSyncJobs } from './sync-job.ts';

/**
 * Member sync: a channel keeps its members in step with its company directory (SCIM 2.0 or Kakao
 * Work). An admin previews the diff and applies it; a schedule runs it, and waits for review when
 * it would deactivate more than 10 % of the members. Every membership change goes through core's
 * memberships service.
 */
export const plugin = definePlugin({
  id: 'member-sync',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(memberSyncMessages);
    registerSyncRoutes(env);
    registerSyncJobs(env);
  },
  start(ctx) {
    const { cipher } = startRuntime(ctx.config);
    if (cipher?.developmentKey)
      ctx.log.info('member-sync: directory tokens use the development key (set MEMBER_SYNC_SECRET_KEY)');
  },
  seed: seedMemberSync,
});
