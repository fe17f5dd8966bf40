import type { Knex } from '@seodang/sdk';
import type { CredentialHolding } from '@seodang/plugin-credentials/credential-holdings';
import type { ExperienceRules } from '../common/index.ts';
import type { Fact } from './ledger.ts';
import { rulesOf } from './rules.ts';

// The facts of what earns XP, made from the records the owning plugins (lectures, workspace,
// attendance, credentials) publish as services, for the events and the reconciliation that replays
// what an event lost. A plugin not installed gives no facts.

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
 * The fact of a learner's certificate of one source (lecture or exam), or badge (kind `badge`, the
 * achievement's id), from what the credentials plugin answers: issued while a live, unrevoked one
 * exists (a reissue after a name change keeps it), nothing once revoked.
 */
export async function certificateFact(db: Knex, held: CredentialHolding): Promise<Fact> {
  const rules = await rulesOf(db, held.channelId);
  const badge = held.sourceKind === 'badge';
  return {
    userId: held.userId,
    channelId: held.channelId,
    sourceType: badge ? 'badge' : 'certificate',
    sourceId: `${held.sourceKind}:${held.sourceIndex}:${held.userId}`,
    state: held.live ? 'issued' : null,
    xp: badge ? rules.badge : rules.certificate,
    pieces: badge ? 0 : rules.certificatePieces,
    ref: { certId: held.certId },
  };
}
