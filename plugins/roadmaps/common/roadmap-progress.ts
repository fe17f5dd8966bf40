import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** One of a learner's chosen roadmaps with their progress on it. */
export interface ChosenRoadmapProgress {
  sequence: number;
  title: string;
  /** done / (total − skipped), rounded. */
  percent: number;
  done: number;
  skipped: number;
  total: number;
}

/**
 * `roadmaps.roadmap-progress`: a learner's chosen, published roadmaps of one organisation (a
 * channel, or null for the public site) with their progress, read only; for a consumer that shows
 * them with the learner's consent (a recruitment application).
 */
export interface RoadmapProgressReader {
  /** The learner's chosen roadmaps in the organisation (at most 50), newest choice first. */
  progressOf(channelId: number | null, userId: number): Promise<ChosenRoadmapProgress[]>;
}

/** The service ref (server only), provided by the roadmaps plugin. */
export const roadmapProgressRef: ServiceRef<RoadmapProgressReader> =
  createServiceRef<RoadmapProgressReader>('roadmaps.roadmap-progress');
