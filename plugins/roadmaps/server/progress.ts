import type { Knex, RequestContext, StartContext } from '@seodang/sdk';
import {
  lectureProgressRef,
  type LectureProgressService,
  type LinkedLecture,
  type LinkedLesson,
} from '@seodang/plugin-lectures/lecture-progress';
import {
  effectiveState,
  progressPercent,
  stateOfLecture,
  stateOfLesson,
  type NodeState,
  type RoadmapAccess,
  type RoadmapNodeView,
  type RoadmapProgress,
} from '../common/index.ts';
import { canEdit, type RoadmapRow } from './store.ts';

type Services = Pick<RequestContext | StartContext, 'service'>;

/** Progress figures over the states of a roadmap's nodes. */
export function progressOf(states: readonly NodeState[]): RoadmapProgress {
  return {
    percent: progressPercent(states),
    done: states.filter((s) => s === 'done').length,
    skipped: states.filter((s) => s === 'skipped').length,
    total: states.length,
  };
}

type ManualRow = { roadmap_id: number; node_id: string; state: NodeState };

/** What the lectures plugin and the hand-set states say about some roadmaps, for one learner. */
interface Facts {
  lecture: Map<number, LinkedLecture>;
  lesson: Map<number, LinkedLesson>;
  /** `${roadmapId}:${nodeId}` → the state set by hand. */
  manual: Map<string, NodeState>;
}

/**
 * The facts of many roadmaps of one channel at once (`userId` null: nobody's progress): one call
 * to lectures for each kind and one read of the states set by hand, however many roadmaps.
 */
async function factsOf(
  services: Services,
  db: Knex,
  channelId: number | null,
  rows: readonly RoadmapRow[],
  userId: number | null,
): Promise<Facts> {
  const lectures: LectureProgressService = services.service(lectureProgressRef);
  const nodes = rows.flatMap((r) => r.nodes);
  const lectureIds = [...new Set(nodes.filter((n) => n.type === 'lecture').map((n) => n.lectureIndex!))];
  const lessonIds = [...new Set(nodes.filter((n) => n.type === 'lesson').map((n) => n.lessonIndex!))];
  const [lectureRows, lessonRows, manualRows] = await Promise.all([
    lectureIds.length ? lectures.lectures(channelId, userId, lectureIds) : Promise.resolve([]),
    lessonIds.length ? lectures.lessons(channelId, userId, lessonIds) : Promise.resolve([]),
    userId === null || rows.length === 0
      ? Promise.resolve([] as ManualRow[])
      : (db('roadmap_node_progress')
          .where({ user_id: userId })
          .whereIn(
            'roadmap_id',
            rows.map((r) => r.id),
          )
          .select('roadmap_id', 'node_id', 'state') as Promise<ManualRow[]>),
  ]);
  return {
    lecture: new Map(lectureRows.map((l) => [l.lectureIndex, l])),
    lesson: new Map(lessonRows.map((l) => [l.lessonIndex, l])),
    manual: new Map(manualRows.map((m) => [`${m.roadmap_id}:${m.node_id}`, m.state])),
  };
}

/** A roadmap's nodes as its facts make them. */
function viewsFrom(row: RoadmapRow, facts: Facts): { nodes: RoadmapNodeView[]; progress: RoadmapProgress } {
  const nodes = row.nodes.map((node): RoadmapNodeView => {
    let derived: NodeState = 'pending';
    let linkedTitle: string | null = null;
    let href: string | null = node.type === 'resource' ? node.url : null;
    if (node.type === 'lecture') {
      const l = facts.lecture.get(node.lectureIndex!);
      if (l)
        [derived, linkedTitle, href] = [
          stateOfLecture(l.enrolment),
          l.title,
          `/lecture/${l.lectureIndex}/${l.slug}`,
        ];
    } else if (node.type === 'lesson') {
      const l = facts.lesson.get(node.lessonIndex!);
      if (l)
        [derived, linkedTitle, href] = [
          stateOfLesson(l.state),
          l.title,
          `/lecture/${l.lectureIndex}/${l.lectureSlug}/lesson/${l.lessonIndex}`,
        ];
    }
    return {
      ...node,
      linkedTitle,
      href,
      state: effectiveState(node.type, facts.manual.get(`${row.id}:${node.id}`) ?? null, derived),
    };
  });
  return { nodes, progress: progressOf(nodes.map((n) => n.state)) };
}

/**
 * The nodes of a roadmap as one learner sees them (`userId` null: nobody's progress), with the
 * linked lectures' and lessons' titles: one call to lectures for each kind, one read of the states
 * set by hand.
 */
export async function nodeViews(
  services: Services,
  db: Knex,
  row: RoadmapRow,
  userId: number | null,
): Promise<{ nodes: RoadmapNodeView[]; progress: RoadmapProgress }> {
  return viewsFrom(row, await factsOf(services, db, row.channel_id, [row], userId));
}

/**
 * One learner's progress on many roadmaps of one channel, in the same three reads as one roadmap's
 * (two calls to lectures and one query), keyed by roadmap id.
 */
export async function progressMany(
  services: Services,
  db: Knex,
  channelId: number | null,
  rows: readonly RoadmapRow[],
  userId: number,
): Promise<Map<number, RoadmapProgress>> {
  if (rows.length === 0) return new Map();
  const facts = await factsOf(services, db, channelId, rows, userId);
  return new Map(rows.map((r) => [r.id, viewsFrom(r, facts).progress]));
}

/** The caller's access to a roadmap: editors always; otherwise what their request became. */
export async function accessOf(rc: RequestContext, row: RoadmapRow): Promise<RoadmapAccess> {
  if (!rc.user) return 'none';
  if (canEdit(rc, row)) return 'granted';
  const access = await rc
    .db('roadmap_access')
    .where({ roadmap_id: row.id, user_id: rc.user.id })
    .first('state');
  return (access?.state as RoadmapAccess | undefined) ?? 'none';
}
