import type { Knex } from '@seodang/sdk';
import type { ExperienceRules } from '../common/index.ts';
import type { Fact } from './ledger.ts';
import { rulesOf } from './rules.ts';

// What earns XP, read from the tables of the plugins that own it (lectures, workspace, attendance,
// credentials), read only, for the events' facts and the reconciliation that replays what an event
// lost. A table that is missing (its plugin not installed) gives no facts.

const present = new Map<string, boolean>();

/** Whether a source table exists in this deployment (remembered once found). */
export async function hasSource(db: Knex, table: string): Promise<boolean> {
  if (present.get(table)) return true;
  const found = await db.schema.hasTable(table);
  if (found) present.set(table, true);
  return found;
}

/** A lesson COMPLETE. */
export const lessonFact = (
  rules: ExperienceRules,
  p: { userId: number; channelId: number | null; lectureIndex: number; lessonIndex: number },
): Fact => ({
  userId: p.userId,
  channelId: p.channelId,
  sourceType: 'lesson',
  sourceId: `${p.lessonIndex}:${p.userId}`,
  state: 'complete',
  xp: rules.lesson,
  pieces: 0,
  ref: { lectureIndex: p.lectureIndex, lessonIndex: p.lessonIndex },
});

/** A lecture with every lesson COMPLETE. */
export const lectureFact = (
  rules: ExperienceRules,
  p: { userId: number; channelId: number | null; lectureIndex: number },
): Fact => ({
  userId: p.userId,
  channelId: p.channelId,
  sourceType: 'lecture',
  sourceId: `${p.lectureIndex}:${p.userId}`,
  state: 'complete',
  xp: rules.lecture,
  pieces: rules.lecturePieces,
  ref: { lectureIndex: p.lectureIndex },
});

/** A quiz's first RIGHT submission. */
export const quizFact = (
  rules: ExperienceRules,
  p: { userId: number; channelId: number | null; quizIndex: number },
): Fact => ({
  userId: p.userId,
  channelId: p.channelId,
  sourceType: 'quiz',
  sourceId: `${p.quizIndex}:${p.userId}`,
  state: 'right',
  xp: rules.quizFirstRight,
  pieces: 0,
  ref: { quizIndex: p.quizIndex },
});

/** An attendance record: present or late earn, any other mark earns nothing. */
export const attendanceFact = (
  rules: ExperienceRules,
  p: { userId: number; channelId: number | null; sessionId: number; lectureIndex: number; status: string },
): Fact => {
  const earns = p.status === 'present' || p.status === 'late';
  return {
    userId: p.userId,
    channelId: p.channelId,
    sourceType: 'attendance',
    sourceId: `${p.sessionId}:${p.userId}`,
    state: earns ? p.status : null,
    xp: p.status === 'present' ? rules.present : p.status === 'late' ? rules.late : 0,
    pieces: 0,
    ref: { sessionId: p.sessionId, lectureIndex: p.lectureIndex },
  };
};

/**
 * The streak facts of one learner in one lecture, from its sessions started so far in start order
 * (as the attendance plugin answers them): a piece each time a run of presents reaches the rule's
 * length (5, 10, …); a streak that an edited mark broke earns nothing.
 */
export async function streakFacts(
  db: Knex,
  p: { userId: number; channelId: number | null; lectureIndex: number },
  sessions: { sessionId: number; status: string | null }[],
): Promise<Fact[]> {
  const rules = await rulesOf(db, p.channelId);
  const earned = new Set<string>();
  let run = 0;
  for (const row of sessions) {
    run = row.status === 'present' ? run + 1 : 0;
    if (run > 0 && run % rules.streakLength === 0)
      earned.add(`${p.lectureIndex}:${p.userId}:${row.sessionId}`);
  }
  const before = (await db('experience_ledger')
    .where({ source_type: 'streak', user_id: p.userId })
    .where('source_id', 'like', `${p.lectureIndex}:${p.userId}:%`)
    .distinct('source_id')) as { source_id: string }[];
  const ids = new Set([...earned, ...before.map((b) => b.source_id)]);
  return [...ids].map((sourceId) => ({
    userId: p.userId,
    channelId: p.channelId,
    sourceType: 'streak',
    sourceId,
    state: earned.has(sourceId) ? 'earned' : null,
    xp: 0,
    pieces: rules.streakPieces,
    ref: { lectureIndex: p.lectureIndex, sessionId: Number(sourceId.split(':')[2]) },
  }));
}

/**
 * A learner's certificate of one source (lecture or exam), or badge (kind `badge`, the achievement's
 * id): issued while a live, unrevoked one exists (a reissue after a name change keeps it), nothing
 * once revoked. Credentials keep badges in the same table as certificates.
 */
export async function certificateFact(
  db: Knex,
  p: { userId: number; sourceKind: string; sourceIndex: number },
): Promise<Fact | null> {
  if (!(await hasSource(db, 'certificates'))) return null;
  const rows = (await db('certificates as c')
    .join('credentials_issued as i', 'i.id', 'c.credential_id')
    .where({ 'c.user_id': p.userId, 'c.source_kind': p.sourceKind, 'c.source_index': p.sourceIndex })
    .orderBy('c.id', 'desc')
    .select('c.cert_id', 'c.channel_id', 'c.replaced_at', 'i.revoked_at')) as {
    cert_id: string;
    channel_id: number | null;
    replaced_at: Date | null;
    revoked_at: Date | null;
  }[];
  if (!rows.length) return null;
  const live = rows.find((r) => !r.replaced_at && !r.revoked_at);
  const rules = await rulesOf(db, rows[0]!.channel_id);
  const badge = p.sourceKind === 'badge';
  return {
    userId: p.userId,
    channelId: rows[0]!.channel_id,
    sourceType: badge ? 'badge' : 'certificate',
    sourceId: `${p.sourceKind}:${p.sourceIndex}:${p.userId}`,
    state: live ? 'issued' : null,
    xp: badge ? rules.badge : rules.certificate,
    pieces: badge ? 0 : rules.certificatePieces,
    ref: { certId: (live ?? rows[0]!).cert_id },
  };
}
