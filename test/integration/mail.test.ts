import test from 'ava';
import type { MailMessage, MailRecord } from '@seodang/sdk';
import { mailSuite } from '@seodang/sdk/testing';
import { mailJobId, mailSendJob, mailSweepJob, smtpPool } from '@seodang/core';

// One core and one catcher for the file; the tests change the catcher's answers, so they run in turn.
const suite = mailSuite(test, {
  config: { mailFrom: '서당 <no-reply@seodang.test>', mailRetry: { attempts: 3, backoffMs: 50 } },
});

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: 'kim@example.com',
  subject: '서당 채널에 초대합니다',
  text: '아래 링크로 가입하세요.',
  kind: 'invitation',
  channelId: null,
  locale: 'ko',
  ...over,
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const settled = (id: number) =>
  until(
    () => suite.mail.status(id),
    (m) => m !== null && m.status !== 'queued',
  ) as Promise<MailRecord>;

const jobOf = (id: number, state: string) =>
  until(
    () => suite.app.core.jobs.jobStatus(mailSendJob, mailJobId(id)),
    (s) => s?.state === state,
  );

test.serial('a mail queued in a transaction that rolls back is never sent', async (t) => {
  let thrown = 0;
  await suite.app.core.db
    .transaction(async (trx) => {
      thrown = (await suite.mail.queue(trx, message({ subject: 'thrown away' }))).id;
      throw new Error('the invitation failed');
    })
    .catch(() => undefined);
  // A rollback called without an error resolves knex's transaction like a commit: the job runs and finds no row.
  const trx = await suite.app.core.db.transaction();
  const { id: rolledBack } = await suite.mail.queue(trx, message({ subject: 'rolled back' }));
  await trx.rollback();

  t.like(await jobOf(rolledBack, 'completed'), { result: { skipped: 'missing or being sent' } });
  t.is(
    await suite.app.core.jobs.jobStatus(mailSendJob, mailJobId(thrown)),
    null,
    'no job for a rejected transaction',
  );
  t.is(await suite.mail.status(thrown), null);
  t.is(await suite.mail.status(rolledBack), null);
  t.is(suite.catcher.messages.length, 0);
});

test.serial('a mail queued in a transaction that commits is sent once, as queued', async (t) => {
  const before = suite.catcher.messages.length;
  const { id } = await suite.app.core.db.transaction(async (trx) => {
    const queued = await suite.mail.queue(
      trx,
      message({
        html: '<p>아래 <a href="https://school.localhost/join">링크</a>로 가입하세요.</p>',
        ref: 'inv-7',
      }),
    );
    // Not sent before the commit.
    await new Promise((r) => setTimeout(r, 200));
    t.is(suite.catcher.messages.length, before);
    return queued;
  });
  const [caught] = (await suite.catcher.waitFor(before + 1)).slice(before);
  t.deepEqual(caught.to, ['kim@example.com']);
  // The envelope sender (Return-Path) is the mail's own VERP address, where late bounces go.
  t.deepEqual(caught.envelope.to, ['kim@example.com']);
  t.regex(caught.envelope.from, new RegExp(`^bounces\\+${id}-[0-9a-f]{16}@seodang\\.test$`));
  t.is(caught.from, 'no-reply@seodang.test');
  t.is(caught.subject, '서당 채널에 초대합니다');
  t.is(caught.text.trim(), '아래 링크로 가입하세요.');
  t.is(caught.html?.trim(), '<p>아래 <a href="https://school.localhost/join">링크</a>로 가입하세요.</p>');

  const sent = await settled(id);
  t.like(sent, { status: 'sent', attempts: 1, ref: 'inv-7', kind: 'invitation', locale: 'ko' });
  t.regex(sent.lastReply ?? '', /^250 /);
  t.is(sent.messageId, caught.messageId);
  t.truthy(sent.sentAt);

  // The same send again (a duplicate job, a retry of a sent mail) sends nothing.
  await suite.app.core.jobs.enqueueAgain(mailSendJob, { id }, mailJobId(id));
  t.like(await jobOf(id, 'completed'), { result: { skipped: 'sent' } });
  t.false(await suite.mail.retry(id));
  t.is(suite.catcher.messages.length, before + 1);
});

test.serial('451 is retried with backoff and sent once the server takes it', async (t) => {
  const before = suite.catcher.messages.length;
  suite.catcher.setMode('tempfail', 2);
  const { id } = await suite.mail.queue(suite.app.core.db, message({ to: 'lee@example.com' }));
  await suite.catcher.waitFor(before + 1);
  const sent = await settled(id);
  t.like(sent, { status: 'sent', attempts: 3 });
  t.deepEqual(
    suite.catcher.replies.filter((r) => r.to === 'lee@example.com').map((r) => r.mode),
    ['tempfail', 'tempfail', 'accept'],
  );
});

test.serial('550 bounces with the reply and is not retried; retry(id) sends it again', async (t) => {
  suite.catcher.setMode('reject');
  const { id } = await suite.mail.queue(suite.app.core.db, message({ to: 'nobody@example.com' }));
  const bounced = await settled(id);
  t.like(bounced, { status: 'bounced', attempts: 1 });
  t.regex(bounced.lastReply ?? '', /^550 5\.1\.1 Mailbox unavailable/);
  t.like(await jobOf(id, 'failed'), { attemptsMade: 1 });
  t.is(suite.catcher.replies.filter((r) => r.to === 'nobody@example.com').length, 1);

  suite.catcher.setMode('accept');
  const before = suite.catcher.messages.length;
  t.true(await suite.mail.retry(id));
  await suite.catcher.waitFor(before + 1);
  t.like(await settled(id), { status: 'sent', attempts: 1 });
});

test.serial('a dropped connection is retried', async (t) => {
  const before = suite.catcher.messages.length;
  suite.catcher.setMode('drop', 1);
  const { id } = await suite.mail.queue(suite.app.core.db, message({ to: 'park@example.com' }));
  await suite.catcher.waitFor(before + 1);
  t.like(await settled(id), { status: 'sent', attempts: 2 });
  t.is(suite.catcher.replies.filter((r) => r.mode === 'drop').length, 1);
});

test.serial('a batch of mail reuses the pooled SMTP connections', async (t) => {
  const before = { mails: suite.catcher.messages.length, connections: suite.catcher.connections };
  const queued = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      suite.mail.queue(suite.app.core.db, message({ to: `pool${i}@example.com` })),
    ),
  );
  await suite.catcher.waitFor(before.mails + queued.length);
  for (const { id } of queued) t.like(await settled(id), { status: 'sent', attempts: 1 });
  // One connection per mail would open twelve; the pool opens at most its size, often none anew.
  t.true(suite.catcher.connections - before.connections <= smtpPool.maxConnections);
});

test.serial('temporary failures to the last attempt leave the mail failed with the reply', async (t) => {
  suite.catcher.setMode('tempfail');
  const { id } = await suite.mail.queue(suite.app.core.db, message({ to: 'choi@example.com' }));
  const failed = await settled(id);
  t.like(failed, { status: 'failed', attempts: 3 });
  t.regex(failed.lastReply ?? '', /^451 4\.7\.1/);
  t.like(await jobOf(id, 'failed'), { attemptsMade: 3 });
  suite.catcher.setMode('accept');
  t.true(await suite.mail.retry(id));
  t.like(await settled(id), { status: 'sent' });
});

test.serial('the sweep sends a queued mail whose send job was lost', async (t) => {
  const before = suite.catcher.messages.length;
  // Rows committed by a process that died before it queued their jobs: one a while ago, one just now.
  const lost = (to: string, age: string) =>
    suite.app.core
      .db('mail_outbox')
      .insert({
        kind: 'receipt',
        to_address: to,
        subject: 'Receipt',
        text_body: 'Thank you',
        locale: 'en',
        updated_at: suite.app.core.db.raw(`now() - interval '${age}'`),
      })
      .returning('id')
      .then(([row]) => Number(row.id));
  const old = await lost('jung@example.com', '2 minutes');
  const recent = await lost('yoon@example.com', '1 second');
  t.is(await suite.app.core.jobs.jobStatus(mailSendJob, mailJobId(old)), null);

  const sweep = await suite.app.core.jobs.enqueue(mailSweepJob, {});
  await until(
    () => suite.app.core.jobs.jobStatus(mailSweepJob, sweep.id),
    (s) => s?.state === 'completed',
  );
  await suite.catcher.waitFor(before + 1);
  t.like(await settled(old), { status: 'sent', attempts: 1 });
  t.deepEqual(
    suite.catcher.messages.slice(before).flatMap((m) => m.to),
    ['jung@example.com'],
  );
  // Within its first minute a queued mail is its own job's: the sweep leaves it alone.
  t.like(await suite.mail.status(recent), { status: 'queued', attempts: 0 });
  t.is(await suite.app.core.jobs.jobStatus(mailSendJob, mailJobId(recent)), null);
  await suite.app.core.db('mail_outbox').where({ id: recent }).delete();
});

test.serial('list pages a channel’s mail, newest first, by status', async (t) => {
  const channelId = await suite.app.createChannel({ slug: 'school' });
  const first = await suite.mail.queue(suite.app.core.db, message({ channelId, to: 'a@example.com' }));
  const second = await suite.mail.queue(suite.app.core.db, message({ channelId, to: 'b@example.com' }));
  await settled(first.id);
  await settled(second.id);
  const page = await suite.mail.list({ channelId, page: 1, limit: 1 });
  t.is(page.totalCount, 2);
  t.deepEqual(
    page.list.map((m) => m.to),
    ['b@example.com'],
  );
  t.is((await suite.mail.list({ channelId, status: 'bounced', page: 1 })).totalCount, 0);
  const site = await suite.mail.list({ channelId: null, page: 1, limit: 100 });
  t.false(site.list.some((m) => m.channelId === channelId));
  t.true(site.list.some((m) => m.status === 'sent'));
  await t.throwsAsync(suite.mail.queue(suite.app.core.db, message({ to: 'not an address' })));
});

test.serial('statuses answers many mails in one read, each as status does', async (t) => {
  const ids: number[] = [];
  for (const to of ['c@example.com', 'd@example.com', 'e@example.com'])
    ids.push((await suite.mail.queue(suite.app.core.db, message({ to }))).id);
  for (const id of ids) await settled(id);
  let reads = 0;
  const onQuery = (q: { sql: string }) => {
    if (/from "mail_outbox"/.test(q.sql) && !/interval/.test(q.sql)) reads += 1;
  };
  suite.app.core.db.on('query', onQuery);
  const many = await suite.mail.statuses([...ids, ids[0], 2_147_483_647, 0]);
  suite.app.core.db.off('query', onQuery);
  t.is(reads, 1);
  t.deepEqual([...many.keys()].sort(), [...ids].sort(), 'unknown ids left out, repeats once');
  for (const id of ids) t.deepEqual(many.get(id), await suite.mail.status(id));
  t.is((await suite.mail.statuses([])).size, 0);
});

test.serial(
  'no SMTP server answering: retried, then failed with the reason; the server serves on',
  async (t) => {
    await suite.catcher.stop();
    const { id } = await suite.mail.queue(suite.app.core.db, message({ to: 'han@example.com' }));
    const failed = await settled(id);
    t.like(failed, { status: 'failed', attempts: 3 });
    t.regex(failed.lastReply ?? '', /ECONNREFUSED|connect/i);
    const health = await suite.app.client().get('/api/health');
    t.is(health.status, 200);
  },
);
