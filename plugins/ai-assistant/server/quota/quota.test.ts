/**
 * The quota (§4, §9): one unit per question per learner, lesson and Asia/Seoul day, reserved
 * atomically, released never below 0, renewed at 00:00 KST; editors exempt; bursts in Redis (6
 * asks a minute, one open stream).
 */
import test from 'ava';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AppError } from '@seodang/sdk';
import { aiFixture, ai } from '../test-support/ai-fixture.ts';
import { periodOf, release, reserve, resetsAtOf, usageOf, type QuotaKey } from './usage.ts';
import { BurstLimits } from './bursts.ts';

type Fixture = Awaited<ReturnType<typeof aiFixture>>;
let f: Fixture;
let key: QuotaKey;

test.before(async () => {
  f = await aiFixture();
  await f.setChannel({});
  key = { userId: f.ids('ai.learner'), lectureIndex: f.lecture.lecture, lessonIndex: f.lecture.lesson };
});
test.after.always(async () => {
  await f?.app.stop();
});

const db = () => f.app.core.db;
/** 2026-03-01 23:59:30 in Seoul (14:59:30 UTC). */
const beforeMidnight = new Date('2026-03-01T14:59:30Z');
const afterMidnight = new Date('2026-03-01T15:00:30Z');

test.serial('the day is Seoul’s: a new count at 00:00 KST, and resetsAt names it', async (t) => {
  t.is(periodOf(beforeMidnight), '2026-03-01');
  t.is(periodOf(afterMidnight), '2026-03-02');
  t.is(resetsAtOf(beforeMidnight).toISOString(), '2026-03-01T15:00:00.000Z');
  await reserve(db(), key, 9, beforeMidnight);
  await reserve(db(), key, 9, beforeMidnight);
  t.like(await usageOf(db(), key, 9, beforeMidnight), { currentUsage: 2, usageLimit: 9 });
  t.deepEqual(await usageOf(db(), key, 9, afterMidnight), {
    currentUsage: 0,
    usageLimit: 9,
    resetsAt: '2026-03-02T15:00:00.000Z',
  });
});

test.serial(
  'two questions at 8/9 at once: exactly one gets the unit, the other 429 ai_usage_exceeded',
  async (t) => {
    const now = new Date('2026-03-05T03:00:00Z');
    for (let i = 0; i < 8; i++) await reserve(db(), key, 9, now);
    const results = await Promise.allSettled([reserve(db(), key, 9, now), reserve(db(), key, 9, now)]);
    t.is(results.filter((r) => r.status === 'fulfilled').length, 1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    t.true(refused.reason instanceof AppError);
    t.like(refused.reason, { status: 429, code: 'ai_usage_exceeded' });
    t.is((await usageOf(db(), key, 9, now)).currentUsage, 9);
    await t.throwsAsync(reserve(db(), key, 9, now), { message: 'ai.error.ai_usage_exceeded' });
    t.is((await usageOf(db(), key, 9, now)).currentUsage, 9, 'a refusal spends nothing');
  },
);

test.serial('twenty at once with 5 left: five units, never more than the limit', async (t) => {
  const now = new Date('2026-03-06T03:00:00Z');
  for (let i = 0; i < 4; i++) await reserve(db(), key, 9, now);
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserve(db(), key, 9, now)));
  t.is(results.filter((r) => r.status === 'fulfilled').length, 5);
  t.is((await usageOf(db(), key, 9, now)).currentUsage, 9);
});

test.serial('release gives the unit back to the day it was taken from, never below 0', async (t) => {
  const taken = await reserve(db(), key, 9, new Date('2026-03-07T14:59:59Z'));
  t.is(taken.period, '2026-03-07');
  // The answer failed after midnight: the unit returns to the day it counted against.
  await release(db(), key, taken.period);
  t.is((await usageOf(db(), key, 9, new Date('2026-03-07T10:00:00Z'))).currentUsage, 0);
  await release(db(), key, taken.period);
  await release(db(), key, '2026-03-08');
  t.is((await usageOf(db(), key, 9, new Date('2026-03-07T10:00:00Z'))).currentUsage, 0, 'never below 0');
});

test.serial('a lower limit than today’s count refuses', async (t) => {
  const now = new Date('2026-03-09T03:00:00Z');
  for (let i = 0; i < 3; i++) await reserve(db(), key, 9, now);
  await t.throwsAsync(reserve(db(), key, 3, now), { message: 'ai.error.ai_usage_exceeded' });
});

test.serial('GET usage: §7 data with currentUsage, usageLimit and resetsAt', async (t) => {
  const now = new Date();
  await reserve(db(), key, 9, now);
  await reserve(db(), key, 9, now);
  const res = await (await f.as('ai.learner')).get(`${ai}/usage?${f.query(f.lecture)}`);
  t.is(res.status, 200, JSON.stringify(res.body));
  t.deepEqual(res.body.data, {
    currentUsage: (await usageOf(db(), key, 9, now)).currentUsage,
    usageLimit: 9,
    resetsAt: resetsAtOf(now).toISOString(),
  });
  t.is((await f.app.client({ host: f.school.host }).get(`${ai}/usage?${f.query(f.lecture)}`)).status, 401);
});

test.serial(
  'bursts: the seventh ask within a minute is 429 with Retry-After; one open stream at a time',
  async (t) => {
    const redis = new Redis(f.app.core.config.redisUrl);
    const limits = new BurstLimits(redis, `test-${randomUUID()}:`);
    try {
      const headers: Record<string, string> = {};
      const rc = { header: (name: string, value: string) => void (headers[name] = value) };
      for (let i = 0; i < 6; i++) await limits.consumeAsk(rc, 7);
      const limited = await t.throwsAsync(limits.consumeAsk(rc, 7));
      t.like(limited, { status: 429, code: 'ai_rate_limited' });
      t.true(Number(headers['Retry-After']) >= 1 && Number(headers['Retry-After']) <= 60);
      await t.notThrowsAsync(limits.consumeAsk(rc, 8), 'per user');

      const lease = await limits.openStream(7);
      const second = await t.throwsAsync(limits.openStream(7));
      t.like(second, { status: 409, code: 'ai_stream_open' });
      await lease.release();
      await lease.release();
      const again = await limits.openStream(7, 150);
      await new Promise((r) => setTimeout(r, 300));
      await t.notThrowsAsync(limits.openStream(7), 'a lease left by a crash ends with its TTL');
      await again.release(); // expired and taken by another: leaves the other's lease alone
      await t.throwsAsync(limits.openStream(7), { message: 'ai.error.ai_stream_open' });
    } finally {
      await limits.close();
    }
  },
);

test.serial(
  'admit counts the ask and opens the stream at once: 429 past the budget (no lease left), then 409',
  async (t) => {
    const redis = new Redis(f.app.core.config.redisUrl);
    const limits = new BurstLimits(redis, `test-${randomUUID()}:`);
    try {
      const rc = { header: () => undefined };
      const lease = await limits.admit(rc, 9);
      t.like(await t.throwsAsync(limits.admit(rc, 9)), { status: 409, code: 'ai_stream_open' });
      await lease.release();
      for (let i = 0; i < 4; i++) await (await limits.admit(rc, 9)).release();
      t.like(await t.throwsAsync(limits.admit(rc, 9)), { status: 429, code: 'ai_rate_limited' });
      // The refused ask gave its lease back: the learner's stream is free.
      await (await limits.openStream(9)).release();
    } finally {
      await limits.close();
    }
  },
);
