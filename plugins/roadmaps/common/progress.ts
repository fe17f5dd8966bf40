import type { NodeType } from './graph.ts';

/** A node's state for one learner (roadmap.sh's done, learning, skipped; otherwise pending). */
export const nodeStates = ['done', 'learning', 'skipped', 'pending'] as const;
export type NodeState = (typeof nodeStates)[number];

/** The states a learner may set by hand: every one on topics, resources and checkpoints. */
export const manualStates = ['done', 'learning', 'skipped', 'pending'] as const;

/** Lecture and lesson nodes follow real progress: by hand they are only skipped (or unskipped). */
export const derivedTypes: ReadonlySet<NodeType> = new Set(['lecture', 'lesson']);

/** Whether a learner may set `state` by hand on a node of `type`. */
export function canSetByHand(type: NodeType, state: NodeState): boolean {
  return !derivedTypes.has(type) || state === 'skipped' || state === 'pending';
}

/** Lesson states of spec §4 (lectures' `lessonStates`): DEFAULT 0, COMPLETE 1, CHALLENGE 2, FAILURE 3, LOCKED 4. */
export function stateOfLesson(lessonState: number | null): NodeState {
  if (lessonState === 1) return 'done';
  if (lessonState === 2 || lessonState === 3) return 'learning';
  return 'pending';
}

/** A lecture node: done once the enrolment is completed, learning once joined. */
export function stateOfLecture(enrolment: 'none' | 'joined' | 'completed'): NodeState {
  if (enrolment === 'completed') return 'done';
  return enrolment === 'joined' ? 'learning' : 'pending';
}

/**
 * The state shown for a node: skipped by hand wins; lecture and lesson nodes otherwise show what
 * the learner really did; the other nodes show what was set by hand.
 */
export function effectiveState(type: NodeType, manual: NodeState | null, derived: NodeState): NodeState {
  if (manual === 'skipped') return 'skipped';
  if (derivedTypes.has(type)) return derived;
  return manual ?? 'pending';
}

/** Done / (total − skipped), in whole percent rounded down; 0 when nothing is left to count. */
export function progressPercent(states: readonly NodeState[]): number {
  const counted = states.filter((s) => s !== 'skipped').length;
  if (counted === 0) return 0;
  return Math.floor((states.filter((s) => s === 'done').length * 100) / counted);
}
