import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A joined learner of a lecture, as other plugins list them (attendance's roster). */
export interface RosterLearner {
  userId: number;
  /** The login id (`users.user_id`). */
  loginId: string;
  name: string;
}

/**
 * `lectures.roster`: who learns in a lecture, for plugins that keep per-learner records of it
 * (attendance). The lecture index must already be resolved in the request's channel
 * (`rc.inChannel('lecture', i)`); the answers cover joined enrolments only.
 */
export interface RosterService {
  /** The lecture's joined learners, by name. */
  learners(lectureIndex: number): Promise<RosterLearner[]>;
  /** Whether this user is a joined learner of the lecture. */
  isLearner(lectureIndex: number, userId: number): Promise<boolean>;
}

/** The service ref. */
export const rosterRef: ServiceRef<RosterService> = createServiceRef<RosterService>('lectures.roster');
