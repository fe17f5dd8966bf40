import type { AcceptType, Difficulty, RoadmapEdge, RoadmapNode } from './graph.ts';
import type { NodeState } from './progress.ts';

/** A roadmap as the list, the teacher's page and "mine" show it. */
export interface RoadmapCard {
  sequence: number;
  title: string;
  description: string;
  /** `first.second` of §3. */
  category: string;
  difficulty: Difficulty;
  isFree: boolean;
  price: number;
  /** The discount in percent (null: none). */
  discount: number | null;
  /** The price to pay now (0 when free). */
  finalPrice: number;
  acceptType: AcceptType;
  nodeCount: number;
  teacher: { sequence: number | null; name: string };
  /** Whether the caller chose it. */
  checked: boolean;
}

/** The caller's access: none, waiting for review, granted (free, accepted or bought), or refused. */
export type RoadmapAccess = 'none' | 'pending' | 'granted' | 'refused';

/** A node with what the caller sees of it. */
export interface RoadmapNodeView extends RoadmapNode {
  state: NodeState;
  /** The title of the linked lecture or lesson (null for other nodes or one no longer visible). */
  linkedTitle: string | null;
  /** Where the node leads: the lecture's or lesson's page, or the resource's link. */
  href: string | null;
}

/** Progress over a roadmap's nodes. */
export interface RoadmapProgress {
  percent: number;
  done: number;
  skipped: number;
  total: number;
}

/** `GET /api/roadmap/{sequence}`. */
export interface RoadmapDetail extends RoadmapCard {
  isPublished: boolean;
  version: number;
  nodes: RoadmapNodeView[];
  edges: RoadmapEdge[];
  access: RoadmapAccess;
  canEdit: boolean;
  progress: RoadmapProgress;
}

/** A roadmap of "mine" (`GET /api/roadmap/user`). */
export interface MyRoadmap extends RoadmapCard {
  access: RoadmapAccess;
  progress: RoadmapProgress;
}

/** A request waiting on (or decided by) the owner. */
export interface RoadmapRequest {
  userId: number;
  name: string;
  state: RoadmapAccess;
  /** ISO time. */
  requestedAt: string;
}

/** The realtime event on `user:{id}` when a node's derived state changes. */
export const roadmapProgressEvent = 'roadmap.progress';
export interface RoadmapProgressMessage {
  roadmapSequence: number;
  /** The nodes linked to the completed lesson or its lecture, with their states now. */
  nodes: { nodeId: string; state: NodeState }[];
  progress: RoadmapProgress;
}

/** A roadmap of the lecture page's "part of these roadmaps" box (`GET /api/roadmap/lecture/{lectureIndex}`). */
export interface LectureRoadmap {
  sequence: number;
  title: string;
  difficulty: Difficulty;
  /** The caller's progress when they follow it (chose it or were granted it); otherwise null. */
  progress: RoadmapProgress | null;
}

/** A roadmap of the home page's section (`GET /api/roadmap/home`). */
export interface HomeRoadmap extends RoadmapCard {
  /** The caller's progress when they follow it (chose it or were granted it); otherwise null. */
  progress: RoadmapProgress | null;
}
