import { defineJob, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { lectureCompleted } from '@seodang/plugin-lectures/events';
import { lectureCompletionsRef } from '@seodang/plugin-lectures/lecture-completions';
import { examFinished } from '@seodang/plugin-assessment/events';
import { examResultsRef } from '@seodang/plugin-assessment/exam-results';
import { canSign } from '../signing/keys.ts';
import { autoIssueForExam, autoIssueForLecture, type AutoIssueContext } from './auto-issue.ts';

/** How far back the reconciliation looks for completions and finishes whose event was lost. */
export const reconcileWindowMs = 30 * 86_400_000;
const page = 200;

/**
 * One pass of the reconciliation (also what the tests call): the lectures' announced completions
 * and the exams' announced finishes of the last 30 days, replayed through the same idempotent
 * consumers as the events, so what an event handler missed (a crash, an instance down) is issued
 * now and what was issued stays as it is. Answers how many certificates it issued.
 */
export async function reconcileCertificates(
  ctx: AutoIssueContext,
  siteName: string,
  now = new Date(),
): Promise<{ issued: number }> {
  const since = new Date(now.getTime() - reconcileWindowMs);
  let issued = 0;
  // Without a key secret nothing can be signed: the next pass after it is set catches up.
  if (!canSign()) return { issued };
  const lectures = ctx.optionalService(lectureCompletionsRef);
  if (lectures) {
    let after: { lectureIndex: number; userId: number } | undefined;
    for (;;) {
      const batch = await lectures.certifiedCompletions(since, page, after);
      for (const c of batch)
        if ((await autoIssueForLecture(ctx, siteName, c, 'reconcile')) === 'issued') issued += 1;
      if (batch.length < page) break;
      after = batch[batch.length - 1];
    }
  }
  const exams = ctx.optionalService(examResultsRef);
  if (exams) {
    const ruled = (await ctx
      .db('certificate_rules')
      .where({ source_kind: 'exam' })
      .pluck('source_index')) as number[];
    for (let i = 0; i < ruled.length; i += page)
      for (const attempt of await exams.finishedSince(ruled.slice(i, i + page), since))
        if ((await autoIssueForExam(ctx, siteName, attempt, 'reconcile')) === 'issued') issued += 1;
  }
  return { issued };
}

/** At start and every 10 minutes: replays lost completions (core's jobs; one tick however many instances run). */
export const reconcileJob = defineJob<Record<string, never>>('credentials.reconcile');

/** Listens to both events and registers the reconciliation. */
export function registerAutoIssue(env: RegisterEnv, siteName: () => string): void {
  env.on(lectureCompleted, async (p, ctx) => {
    if (canSign()) await autoIssueForLecture(ctx, siteName(), p, 'event');
  });
  env.on(examFinished, async (p, ctx) => {
    if (canSign()) await autoIssueForExam(ctx, siteName(), p, 'event');
  });
  env.job(reconcileJob, (_data, _job, ctx) => reconcileCertificates(ctx, siteName()), {
    attempts: 3,
    concurrency: 1,
    schedule: { everyMs: 600_000, data: {} },
  });
}

/** Enqueues one pass at start, so what was lost while the site was down is found without waiting. */
export async function reconcileAtStart(ctx: StartContext): Promise<void> {
  await ctx.enqueue(reconcileJob, {});
}
