import { z } from 'zod';

const points = z.number().int().min(0).max(10000);
const pieces = z.number().int().min(0).max(100);

/** A channel's XP rules: points and pieces per source (defaults in {@link defaultRules}). */
export const rulesSchema = z.object({
  lesson: points,
  quizFirstRight: points,
  lecture: points,
  lecturePieces: pieces,
  present: points,
  late: points,
  badge: points,
  certificate: points,
  certificatePieces: pieces,
  streakLength: z.number().int().min(2).max(100),
  streakPieces: pieces,
});
/** The rules as stored and answered. */
export type ExperienceRules = z.infer<typeof rulesSchema>;

/** Every channel's rules until its admin changes them. */
export const defaultRules: ExperienceRules = {
  lesson: 10,
  quizFirstRight: 20,
  lecture: 100,
  lecturePieces: 1,
  present: 5,
  late: 2,
  badge: 30,
  certificate: 50,
  certificatePieces: 1,
  streakLength: 5,
  streakPieces: 1,
};

/** `PUT /api/experience/privacy`. */
export const privacyInput = z.object({ leaderboardOptOut: z.boolean() });

/** `GET /api/experience/leaderboard?period=`. */
export const leaderboardQuery = z.object({ period: z.enum(['week', 'month', 'all']).default('week') });

/** `GET /api/experience/ledger?page=&limit=`. */
export const ledgerQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
