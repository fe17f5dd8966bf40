import type { RegisterEnv, StartContext } from '@seodang/sdk';
import { lectureCompleted, lessonCompleted } from '@seodang/plugin-lectures/events';
import { submissionGraded } from '@seodang/plugin-workspace/server-refs';
import { lessonQuizRightsRef } from '@seodang/plugin-workspace/lesson-quiz-rights';
import { attendanceMarked } from '@seodang/plugin-attendance/events';
import { attendanceMarksRef } from '@seodang/plugin-attendance/attendance-marks';
import { badgeAwarded, certificateIssued } from '@seodang/plugin-credentials/certificate-events';
import { levelBadgesRef } from '@seodang/plugin-credentials/level-badges';
import { credentialHoldingsRef } from '@seodang/plugin-credentials/credential-holdings';
import { levelUpEvent } from '../common/index.ts';
import { applyFact, type Fact } from './ledger.ts';
import { rulesOf } from './rules.ts';
import {
  attendanceFact,
  certificateFact,
  lectureFact,
  lessonFact,
  quizFact,
  streakFacts,
} from './sources.ts';

// Without `optionalService` (the demo seed's replay), a level reached awards no badge.
type Ctx = Pick<StartContext, 'db' | 'publish'> & Partial<Pick<StartContext, 'optionalService'>>;

/**
 * Applies facts in turn; on a level reached (after each commit) tells the learner and has the
 * credentials plugin award the channel's badges for that level.
 */
export async function applyAll(ctx: Ctx, facts: Fact[]): Promise<number> {
  let rows = 0;
  for (const fact of facts) {
    const applied = await applyFact(ctx.db, fact);
    rows += applied.rows;
    if (applied.levelUp) {
      await ctx.publish(`user:${fact.userId}`, levelUpEvent, {
        level: applied.levelUp,
        channelId: fact.channelId,
      });
      await ctx.optionalService?.(levelBadgesRef)?.levelReached(fact.channelId, fact.userId, applied.levelUp);
    }
  }
  return rows;
}

/**
 * The facts an attendance mark makes (as the attendance plugin answers it, in the session's
 * organisation): the record itself, then the lecture's streaks. Without attendance, none.
 */
export async function attendanceFacts(
  ctx: Ctx,
  channelId: number | null,
  sessionId: number,
  userId: number,
): Promise<Fact[]> {
  const marks = ctx.optionalService?.(attendanceMarksRef);
  const record = await marks?.markOf(channelId, sessionId, userId);
  if (!marks || !record) return [];
  const rules = await rulesOf(ctx.db, record.channelId);
  const sessions = await marks.sessionsOf(channelId, record.lectureIndex, userId);
  return [attendanceFact(rules, record), ...(await streakFacts(ctx.db, record, sessions))];
}

/**
 * The events that earn XP. Each handler is idempotent (a fact already in the ledger writes
 * nothing), and the reconciliation replays whatever an event lost.
 */
export function registerConsumers(env: RegisterEnv): void {
  env.on(lessonCompleted, async (p, ctx) => {
    await applyAll(ctx, [lessonFact(await rulesOf(ctx.db, p.channelId), p)]);
  });
  env.on(lectureCompleted, async (p, ctx) => {
    await applyAll(ctx, [lectureFact(await rulesOf(ctx.db, p.channelId), p)]);
  });
  env.on(submissionGraded, async (p, ctx) => {
    // A lesson's quiz whose results are shown earns; quizzes outside lectures (practice problems,
    // an exam's quizzes) earn nothing, so XP never tells during an exam whether an answer was right.
    if (p.outcome !== 'RIGHT') return;
    if (!(await ctx.optionalService(lessonQuizRightsRef)?.counts(p.channelId, p.quizIndex))) return;
    await applyAll(ctx, [quizFact(await rulesOf(ctx.db, p.channelId), p)]);
  });
  env.on(attendanceMarked, async (p, ctx) => {
    await applyAll(ctx, await attendanceFacts(ctx, p.channelId, p.sessionId, p.userId));
  });
  env.on(certificateIssued, async (p, ctx) => {
    const held = await ctx.optionalService(credentialHoldingsRef)?.holdingOf(p.channelId, p);
    if (held) await applyAll(ctx, [await certificateFact(ctx.db, held)]);
  });
  env.on(badgeAwarded, async (p, ctx) => {
    const held = await ctx.optionalService(credentialHoldingsRef)?.holdingOf(p.channelId, {
      userId: p.userId,
      sourceKind: 'badge',
      sourceIndex: p.achievementId,
    });
    if (held) await applyAll(ctx, [await certificateFact(ctx.db, held)]);
  });
}
