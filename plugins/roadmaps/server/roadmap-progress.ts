import type { RegisterEnv } from '@seodang/sdk';
import { roadmapProgressRef } from '../common/roadmap-progress.ts';
import { progressMany } from './progress.ts';
import { roadmapsIn, type RoadmapRow } from './store.ts';

/** Provides `roadmaps.roadmap-progress`: a learner's chosen roadmaps of one organisation. */
export function registerRoadmapProgress(env: RegisterEnv): void {
  env.provideService(roadmapProgressRef, (ctx) => ({
    async progressOf(channelId, userId) {
      const rows = (await roadmapsIn(ctx.db, channelId)
        .join('roadmap_choices as c', 'c.roadmap_id', 'r.id')
        .where('c.user_id', userId)
        .where('r.is_published', true)
        .orderBy('c.created_at', 'desc')
        .limit(50)) as RoadmapRow[];
      const progress = await progressMany(ctx, ctx.db, channelId, rows, userId);
      return rows.map((r) => ({ sequence: r.id, title: r.title, ...progress.get(r.id)! }));
    },
  }));
}
