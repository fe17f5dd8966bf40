import { definePlugin } from '@seodang/sdk';
import { experienceMessages } from '../common/index.ts';
import { registerBuffKind } from './buffs.ts';
import { registerExperienceChannelSettings } from './channel-settings.ts';
import { registerConsumers } from './consumers.ts';
import { registerLevelHolders } from './level-holders.ts';
import { registerProfileSnapshot } from './profile-snapshot.ts';
import { experienceReconcile, registerReconcile } from './reconcile.ts';
import { registerExperienceRoutes } from './routes/experience-routes.ts';
import { seedExperience } from './seed.ts';

/**
 * The experience profile: XP and pieces from an append-only ledger fed by other plugins' events
 * (lessons, quizzes, lectures, attendance, certificates) and a reconciliation that replays what an
 * event lost; levels, buffs bought with pieces, and a per-organisation leaderboard.
 */
export const plugin = definePlugin({
  id: 'experience',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(experienceMessages);
    registerExperienceChannelSettings(env);
    registerBuffKind(env);
    registerExperienceRoutes(env);
    registerConsumers(env);
    registerLevelHolders(env);
    registerProfileSnapshot(env);
    registerReconcile(env);
  },
  async start(ctx) {
    // Replays at start what was lost while no instance ran; the schedule does it every 10 minutes.
    await ctx.enqueue(experienceReconcile, {});
  },
  seed: seedExperience,
});
