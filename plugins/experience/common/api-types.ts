/** An active buff on a profile. */
export interface ActiveBuff {
  activationId: number;
  buffId: number;
  code: string;
  multiplier: number;
  endsAt: string;
}

/** The experience profile, exactly spec §3's fields (pieceCount: the piece currency). */
export interface ExperienceProfile {
  /** '' when the user has none yet. */
  id: string;
  userId: number;
  organizationId: number | null;
  level: number;
  experiencePoint: number;
  pieceCount: number;
  buffList: ActiveBuff[];
  status: string;
  maxExperiencePoint: number;
  expPercentage: string;
}

/** What a ledger row was earned for. */
export type SourceType =
  'lesson' | 'quiz' | 'lecture' | 'attendance' | 'streak' | 'certificate' | 'badge' | 'buff';

/** One row of the "why" list. */
export interface LedgerEntry {
  index: number;
  sourceType: SourceType;
  sourceState: string | null;
  revision: number;
  baseXp: number;
  multiplier: number;
  xp: number;
  pieces: number;
  ref: Record<string, string | number>;
  /** Where the source is shown (null: nowhere, e.g. a buff). */
  link: string | null;
  /** The lecture's title, when the source belongs to one. */
  lectureTitle: string | null;
  createdAt: string;
}

/** A buff of the catalogue. */
export interface Buff {
  index: number;
  code: string;
  multiplier: number;
  hours: number;
  cost: number;
}

/** A leaderboard period. */
export type LeaderboardPeriod = 'week' | 'month' | 'all';

/** One place on the leaderboard: name and level only. */
export interface LeaderboardRow {
  rank: number;
  name: string;
  level: number;
  me: boolean;
}

/** The leaderboard of the organisation for a period. */
export interface Leaderboard {
  enabled: boolean;
  period: LeaderboardPeriod;
  /** ISO start of the period (null: all time). */
  since: string | null;
  list: LeaderboardRow[];
  /** My place (null when I have none or opted out). */
  me: { rank: number; level: number } | null;
  optedOut: boolean;
}

/** A difference the recompute found and fixed. */
export interface RecomputeDifference {
  userId: number;
  before: { totalXp: number; pieceCount: number };
  after: { totalXp: number; pieceCount: number };
}
