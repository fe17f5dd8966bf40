import { defineJob, type Knex, type RegisterEnv } from '@seodang/sdk';
import { lectureEnrolmentsRef, type LectureEnrolments } from '@seodang/plugin-lectures/enrolment-sources';
import { enrolGrantInLectures } from './purchasable-roadmap.ts';

/**
 * At start and every 10 minutes: enrols every standing roadmap purchase in the published lectures
 * its roadmap names, for what `lectures.lecture-published` did not deliver (events run in the
 * process that emitted them: a crash between the publish and its handler loses one). Enrolling is
 * idempotent per source, so a pass over purchases already enrolled writes nothing.
 */
export const boughtLecturesReconcile = defineJob<Record<string, never>>('roadmaps.bought-lectures');

/** Purchases one pass reads at a time. */
const pageSize = 500;

/** One pass over every standing purchase: answers how many new enrolments it made. */
export async function reconcileBoughtLectures(
  db: Knex,
  enrolments: LectureEnrolments,
  options: { pageSize?: number } = {},
): Promise<number> {
  const size = options.pageSize ?? pageSize;
  let added = 0;
  for (let after = 0; ;) {
    const grants = (await db('roadmap_purchase_grants as g')
      .join('roadmaps as r', 'r.id', 'g.roadmap_id')
      .whereNull('g.revoked_at')
      .where('g.order_item_id', '>', after)
      .orderBy('g.order_item_id')
      .limit(size)
      .select('g.order_item_id', 'g.user_id', 'g.suspended_at', 'r.channel_id', 'r.nodes')) as {
      order_item_id: number;
      user_id: number;
      suspended_at: Date | null;
      channel_id: number | null;
      nodes: { type?: string; lectureIndex?: number | null }[];
    }[];
    for (const grant of grants)
      added += await db.transaction((trx) => enrolGrantInLectures(trx, enrolments, grant));
    if (grants.length < size) return added;
    after = grants.at(-1)!.order_item_id;
  }
}

/** Registers the pass on core's jobs: every 10 minutes, and once at start. */
export function registerBoughtLecturesReconcile(env: RegisterEnv): void {
  env.job(
    boughtLecturesReconcile,
    async (_data, _job, ctx) => ({
      added: await reconcileBoughtLectures(ctx.db, ctx.service(lectureEnrolmentsRef)),
    }),
    { attempts: 3, concurrency: 1, schedule: { everyMs: 600_000, data: {} } },
  );
}
