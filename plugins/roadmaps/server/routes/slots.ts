import { z } from 'zod';
import type { Knex, RegisterEnv, RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { HomeRoadmap, LectureRoadmap, RoadmapProgress } from '../../common/index.ts';
import { progressMany } from '../progress.ts';
import { presentCard, roadmapsIn, type RoadmapRow } from '../store.ts';

const tags = ['roadmaps'];

/** How many roadmaps the lecture page's box lists at most. */
export const lectureBoxLimit = 10;

/** How many roadmaps the home page's section shows. */
export const homeSectionLimit = 4;

/** A row with whether the caller chose it and whether they follow it (chose it or were granted it). */
type TrackedRow = RoadmapRow & { chosen: boolean; tracked: boolean };

/**
 * The published roadmaps of the request's channel (null: the public site), each with whether the
 * caller chose and follows it, the followed ones first, then the newest.
 */
function publishedTracked(rc: RequestContext): Knex.QueryBuilder {
  const q = roadmapsIn(rc.db, rc.channel?.index ?? null).where('r.is_published', true);
  const userId = rc.user?.id ?? null;
  if (userId === null) q.select(rc.db.raw('false AS chosen'), rc.db.raw('false AS tracked'));
  else {
    const chosen = 'EXISTS (SELECT 1 FROM roadmap_choices c WHERE c.roadmap_id = r.id AND c.user_id = ?)';
    const granted =
      "EXISTS (SELECT 1 FROM roadmap_access a WHERE a.roadmap_id = r.id AND a.user_id = ? AND a.state = 'granted')";
    q.select(
      rc.db.raw(`${chosen} AS chosen`, [userId]),
      rc.db.raw(`(${chosen} OR ${granted}) AS tracked`, [userId, userId]),
    );
  }
  return q.orderByRaw('tracked DESC, r.id DESC');
}

/** The caller's progress on the rows they follow (three reads however many rows). */
async function progressOfTracked(
  rc: RequestContext,
  rows: TrackedRow[],
): Promise<Map<number, RoadmapProgress>> {
  if (!rc.user) return new Map();
  return progressMany(
    rc,
    rc.db,
    rc.channel?.index ?? null,
    rows.filter((r) => r.tracked),
    rc.user.id,
  );
}

/**
 * The lecture page's box and the home page's section (the `lecture.aside` and `home.main` slots):
 * public like browsing (members only inside a channel, core's gate).
 */
export function registerSlotRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/roadmap/lecture/:lectureIndex',
    summary:
      "The published roadmaps that include a lecture or one of its lessons, with the caller's progress",
    tags,
    access: 'public',
    params: z.object({ lectureIndex: idSchema }),
    async handler({ params }, rc) {
      const lecture = await rc.inChannel<{ id: number }>('lecture', params.lectureIndex);
      // Lecture nodes and lesson nodes both carry the lecture's index (a lesson node's is checked
      // against its lesson on save), so one containment test finds either (GIN index on nodes).
      const rows = (await publishedTracked(rc)
        .whereRaw('r.nodes @> ?::jsonb', [JSON.stringify([{ lectureIndex: lecture.id }])])
        .limit(lectureBoxLimit)) as TrackedRow[];
      const progress = await progressOfTracked(rc, rows);
      const roadmapList: LectureRoadmap[] = rows.map((r) => ({
        sequence: r.id,
        title: r.title,
        difficulty: r.difficulty,
        progress: progress.get(r.id) ?? null,
      }));
      return { data: { roadmapList } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/roadmap/home',
    summary: "A few published roadmaps for the home page, the caller's own first with their progress",
    tags,
    access: 'public',
    async handler(_input, rc) {
      const [rows, [{ count }]] = await Promise.all([
        publishedTracked(rc).limit(homeSectionLimit) as Promise<TrackedRow[]>,
        roadmapsIn(rc.db, rc.channel?.index ?? null)
          .where('r.is_published', true)
          .clearSelect()
          .count({ count: '*' }) as Promise<{ count: string }[]>,
      ]);
      const progress = await progressOfTracked(rc, rows);
      const roadmapList: HomeRoadmap[] = rows.map((r) => ({
        ...presentCard(r, r.chosen),
        progress: progress.get(r.id) ?? null,
      }));
      return { data: { roadmapList, totalCount: Number(count) } };
    },
  });
}
