/**
 * A question's unit and its register row in one statement: exact under concurrency like `reserve`,
 * every call registered — `streaming` with its unit, `refused_quota` (not charged) without.
 */
import test from 'ava';
import { randomUUID } from 'node:crypto';
import type { AppError } from '@seodang/sdk';
import { aiFixture } from '../test-support/ai-fixture.ts';
import type { CallStart } from '../register/ai-calls.ts';
import { reserve, usageOf, type QuotaKey } from './usage.ts';
import { reserveAndRegister } from './reserve-and-register.ts';

type Fixture = Awaited<ReturnType<typeof aiFixture>>;
let f: Fixture;
let key: QuotaKey;

test.before(async () => {
  f = await aiFixture();
  key = { userId: f.ids('ai.learner'), lectureIndex: f.lecture.lecture, lessonIndex: f.lecture.lesson };
});
test.after.always(async () => {
  await f?.app.stop();
});

const db = () => f.app.core.db;
const callOf = (): CallStart => ({
  responseId: randomUUID(),
  userId: key.userId,
  channelId: f.school.id,
  lectureIndex: key.lectureIndex,
  lessonIndex: key.lessonIndex,
  quizIndex: null,
  action: 'code_explanation',
  conversationId: null,
  provider: 'openai',
  model: 'fake-model',
  guardrail: 'hints',
  locale: 'ko',
  verdict: 'WRONG',
  question: 'Why 45?',
});

test('twenty at once with 5 left: five units and five streaming rows, fifteen refusals registered', async (t) => {
  const now = new Date('2026-04-01T03:00:00Z');
  for (let i = 0; i < 4; i++) await reserve(db(), key, 9, now);
  const calls = Array.from({ length: 20 }, callOf);
  const results = await Promise.allSettled(
    calls.map((call) => reserveAndRegister(db(), key, { usageLimit: 9, now, call, durationMs: 12 })),
  );
  const taken = results.filter((r) => r.status === 'fulfilled');
  t.is(taken.length, 5);
  t.deepEqual(taken.map((r) => r.value.usage.currentUsage).sort(), [5, 6, 7, 8, 9]);
  for (const r of results.filter((r) => r.status === 'rejected'))
    t.like((r as PromiseRejectedResult).reason as AppError, { status: 429, code: 'ai_usage_exceeded' });
  t.is((await usageOf(db(), key, 9, now)).currentUsage, 9);

  const rows: { status: string; charged: boolean; duration_ms: number | null; guardrail: string }[] =
    await db()('ai_calls')
      .whereIn(
        'response_id',
        calls.map((c) => c.responseId),
      )
      .select('status', 'charged', 'duration_ms', 'guardrail');
  t.is(rows.length, 20, 'every call has its row');
  t.is(rows.filter((r) => r.status === 'streaming').length, 5);
  const refused = rows.filter((r) => r.status === 'refused_quota');
  t.is(refused.length, 15);
  t.true(refused.every((r) => !r.charged && r.duration_ms === 12 && r.guardrail === 'hints'));
  t.true(rows.filter((r) => r.status === 'streaming').every((r) => r.duration_ms === null));
});
