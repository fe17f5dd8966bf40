import type { RegisterEnv } from '@seodang/sdk';
import { lecturePublished, lessonCompleted } from '@seodang/plugin-lectures/events';
import { lectureEnrolmentsRef } from '@seodang/plugin-lectures/enrolment-sources';
import { enrolOnPublish } from './purchasable-roadmap.ts';
import { roadmapProgressEvent, type RoadmapProgressMessage } from '../common/index.ts';
import { nodeViews } from './progress.ts';
import { roadmapsIn, type RoadmapRow } from './store.ts';

/**
 * When lectures stores a completed lesson, every roadmap of that channel the learner chose or
 * requested that links the lesson (or its lecture) tells the learner's open screens on `user:{id}`
 * (`roadmap.progress`), so the node turns done without a reload.
 */
export function registerProgressEvents(env: RegisterEnv): void {
  env.on(lessonCompleted, async (p, ctx) => {
    const rows = (await roadmapsIn(ctx.db, p.channelId)
      .whereRaw(
        `(EXISTS (SELECT 1 FROM roadmap_choices c WHERE c.roadmap_id = r.id AND c.user_id = ?)
          OR EXISTS (SELECT 1 FROM roadmap_access a WHERE a.roadmap_id = r.id AND a.user_id = ?))`,
        [p.userId, p.userId],
      )
      .where((q) =>
        q
          .whereRaw('r.nodes @> ?::jsonb', [JSON.stringify([{ type: 'lesson', lessonIndex: p.lessonIndex }])])
          .orWhereRaw('r.nodes @> ?::jsonb', [
            JSON.stringify([{ type: 'lecture', lectureIndex: p.lectureIndex }]),
          ]),
      )) as RoadmapRow[];
    for (const row of rows) {
      const views = await nodeViews(ctx, ctx.db, row, p.userId);
      const linked = views.nodes.filter(
        (node) =>
          (node.type === 'lesson' && node.lessonIndex === p.lessonIndex) ||
          (node.type === 'lecture' && node.lectureIndex === p.lectureIndex),
      );
      const message: RoadmapProgressMessage = {
        roadmapSequence: row.id,
        nodes: linked.map((node) => ({ nodeId: node.id, state: node.state })),
        progress: views.progress,
      };
      await ctx.publish(`user:${p.userId}`, roadmapProgressEvent, message);
    }
  });
}

/**
 * When lectures publishes a lecture, the buyers of roadmaps that name it are enrolled in it (see
 * `enrolOnPublish`), in one transaction after lectures stored the change.
 */
export function registerPublishEvents(env: RegisterEnv): void {
  env.on(lecturePublished, async (p, ctx) => {
    await ctx.db.transaction((trx) => enrolOnPublish(trx, ctx.service(lectureEnrolmentsRef), p));
  });
}
