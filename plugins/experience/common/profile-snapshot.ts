import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A learner's experience figures in one organisation at the moment they are read. */
export interface ExperienceSnapshot {
  level: number;
  /** The points within the level (spec §3's `experiencePoint`). */
  experiencePoint: number;
  /** All the XP earned there. */
  totalXp: number;
}

/**
 * `experience.profile-snapshot`: a learner's level and points in one organisation (a channel, or
 * null for the public site), read only; for a consumer that shows them with the learner's consent
 * (a recruitment application).
 */
export interface ExperienceProfiles {
  /** The learner's figures in the organisation, or null when they have no profile there. */
  snapshotOf(channelId: number | null, userId: number): Promise<ExperienceSnapshot | null>;
}

/** The service ref (server only), provided by the experience plugin. */
export const experienceProfilesRef: ServiceRef<ExperienceProfiles> = createServiceRef<ExperienceProfiles>(
  'experience.profile-snapshot',
);
