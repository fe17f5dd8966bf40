import type { Knex, RequestContext, StartContext } from '@seodang/sdk';
import { lectureProgressRef, type LectureProgressService } from '@seodang/plugin-lectures/lecture-progress';
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
  const lectures: LectureProgressService = services.service(lectureProgressRef);
  const lectureIds = row.nodes.filter((n) => n.type === 'lecture').map((n) => n.lectureIndex!);
  const lessonIds = row.nodes.filter((n) => n.type === 'lesson').map((n) => n.lessonIndex!);
  const [lectureRows, lessonRows, manualRows] = await Promise.all([
    lectures.lectures(row.channel_id, userId, lectureIds),
    lectures.lessons(row.channel_id, userId, lessonIds),
    userId === null
      ? Promise.resolve([] as { node_id: string; state: NodeState }[])
      : (db('roadmap_node_progress')
          .where({ roadmap_id: row.id, user_id: userId })
          .select('node_id', 'state') as Promise<{ node_id: string; state: NodeState }[]>),
  ]);
  const lecture = new Map(lectureRows.map((l) => [l.lectureIndex, l]));
  const lesson = new Map(lessonRows.map((l) => [l.lessonIndex, l]));
  const manual = new Map(manualRows.map((m) => [m.node_id, m.state]));
  const nodes = row.nodes.map((node): RoadmapNodeView => {
    let derived: NodeState = 'pending';
    let linkedTitle: string | null = null;
    let href: string | null = node.type === 'resource' ? node.url : null;
    if (node.type === 'lecture') {
      const l = lecture.get(node.lectureIndex!);
      if (l)
        [derived, linkedTitle, href] = [
          stateOfLecture(l.enrolment),
          l.title,
          `/lecture/${l.lectureIndex}/${l.slug}`,
        ];
    } else if (node.type === 'lesson') {
      const l = lesson.get(node.lessonIndex!);
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
      state: effectiveState(node.type, manual.get(node.id) ?? null, derived),
    };
  });
  return { nodes, progress: progressOf(nodes.map((n) => n.state)) };
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
