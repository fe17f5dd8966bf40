// Badges: the achievement form's checks and the shapes the API answers.
import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';

/** How an achievement is awarded besides by hand. */
export const badgeRuleKinds = [
  'manual',
  'first_right',
  'lecture_completed',
  'present_streak',
  'level_reached',
] as const;
export type BadgeRuleKind = (typeof badgeRuleKinds)[number];

/** The largest achievement image: an SVG of at most 32 KB (it travels inside the credential). */
export const badgeImageMaxBytes = 32_768;

const rule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manual') }),
  /** The learner's first RIGHT quiz verdict in the channel. */
  z.object({ kind: z.literal('first_right') }),
  /** A lecture completed: this one, or any (null). */
  z.object({ kind: z.literal('lecture_completed'), lectureIndex: idSchema.nullable() }),
  /** N presents in a row in a lecture's attendance (2–100). */
  z.object({
    kind: z.literal('present_streak'),
    lectureIndex: idSchema,
    count: z
      .number()
      .int('credentials.validation.badge_count')
      .min(2, 'credentials.validation.badge_count')
      .max(100, 'credentials.validation.badge_count'),
  }),
  /** A level of the experience profile reached in the channel (2–999). */
  z.object({
    kind: z.literal('level_reached'),
    level: z
      .number()
      .int('credentials.validation.badge_level')
      .min(2, 'credentials.validation.badge_level')
      .max(999, 'credentials.validation.badge_level'),
  }),
]);

/** An achievement as a teacher or admin writes it. */
export const achievementInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'credentials.validation.badge_name')
    .max(60, 'credentials.validation.badge_name'),
  description: z
    .string()
    .trim()
    .min(1, 'credentials.validation.badge_description')
    .max(200, 'credentials.validation.badge_description'),
  criteria: z
    .string()
    .trim()
    .min(1, 'credentials.validation.badge_criteria')
    .max(500, 'credentials.validation.badge_criteria'),
  image: z
    .string()
    .max(badgeImageMaxBytes, 'credentials.validation.badge_image')
    .regex(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/, 'credentials.validation.badge_image'),
  rule: rule.default({ kind: 'manual' }),
});
export type AchievementInput = z.infer<typeof achievementInput>;
export type BadgeRule = z.infer<typeof rule>;

/** Award an achievement to a member by hand. */
export const awardInput = z.object({ userId: idSchema });

/** An achievement as the API answers it. */
export interface Achievement {
  id: number;
  name: string;
  description: string;
  criteria: string;
  /** The sanitised SVG. */
  image: string;
  rule: BadgeRule;
  state: 'active' | 'archived';
  awarded: number;
  canManage: boolean;
  /** The latest level backfill of the badge, for its managers (null for anyone else, or none). */
  backfillJobId: string | null;
}

/** A badge a learner holds: an award of an achievement, verified at `/cert/{certId}`. */
export interface Badge {
  certId: string;
  achievementId: number;
  name: string;
  description: string;
  image: string;
  issuedAt: string;
  revoked: boolean;
}

/** An award of an achievement as its managers see it. */
export interface BadgeAward {
  certId: string;
  userId: number;
  holderName: string;
  issuedAt: string;
  revocation: { reason: string; revokedAt: string } | null;
}

/** A member an achievement can be awarded to. */
export interface BadgeCandidate {
  id: number;
  loginId: string;
  name: string;
}
