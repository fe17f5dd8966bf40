import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { simpleParser } from 'mailparser';
import type { MailMessage, MailRecord } from '@seodang/sdk';
import { mailSuite, startTestCore } from '@seodang/sdk/testing';
import { demoBouncedMail } from '../../core/src/mail/seed-mail.ts';
import { seedDemo } from '../../core/src/seed/demo.ts';
import { demoChannel } from '../../scripts/demo-accounts.ts';

// One core and one catcher; the catcher forwards what reaches a VERP return path to core's bounce
// route, as the managed catcher of `npm start` does. The tests change the catcher's rules: serial.
const catcherDir = mkdtempSync(join(tmpdir(), 'mail-'));
const suite = mailSuite(test, {
  catcher: { dir: catcherDir, lateBounceDomain: 'bounce.localhost' },
  config: { mailRetry: { attempts: 5, backoffMs: 20 }, mailCatcherDir: catcherDir, env: 'development' },
  forwardBounces: true,
});

const message = (to: string, over: Partial<MailMessage> = {}): MailMessage => ({
  to,
  subject: 'Hello',
  text: 'Hello there.',
  kind: 'test',
  channelId: null,
  locale: 'en',
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
const sentTo = (address: string) => suite.catcher.messages.filter((m) => m.to.includes(address));

test.serial(
  'chosen recipients: 550 bounces one, 451 retries another, a dropped connection a third',
  async (t) => {
    suite.catcher.failFor('gone@example.com', 'reject');
    suite.catcher.failFor('busy@example.com', 'tempfail', 2);
    suite.catcher.failFor('flaky@example.com', 'drop', 1);
    const ids = await Promise.all(
      ['gone@example.com', 'busy@example.com', 'flaky@example.com', 'fine@example.com'].map((to) =>
        suite.mail.queue(suite.app.core.db, message(to)).then((r) => r.id),
      ),
    );
    const [gone, busy, flaky, fine] = await Promise.all(ids.map(settled));
    t.like(gone, { status: 'bounced', attempts: 1 });
    t.regex(gone.lastReply ?? '', /^550 5\.1\.1 Mailbox unavailable/);
    t.truthy(gone.bouncedAt);
    t.like(busy, { status: 'sent', attempts: 3, bouncedAt: null });
    t.like(flaky, { status: 'sent', attempts: 2 });
    t.like(fine, { status: 'sent', attempts: 1 });
    // The SMTP conversation as the catcher had it: each answer per recipient, in order.
    const modes = (to: string) => suite.catcher.replies.filter((r) => r.to === to).map((r) => r.mode);
    t.deepEqual(modes('gone@example.com'), ['reject']);
    t.deepEqual(modes('busy@example.com'), ['tempfail', 'tempfail', 'accept']);
    t.deepEqual(modes('flaky@example.com'), ['drop', 'accept']);
    t.is(sentTo('gone@example.com').length, 0);
    t.is(sentTo('busy@example.com').length, 1);
    suite.catcher.failFor('gone@example.com', 'accept');
  },
);

const dsn = (returnPath: string, action: 'failed' | 'delayed', diagnostic: string) =>
  [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
    `To: ${returnPath}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"',
    '',
    '--dsn',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your message could not be delivered.',
    '--dsn',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.com',
    '',
    'Final-Recipient: rfc822; late@example.com',
    `Action: ${action}`,
    `Status: ${action === 'failed' ? '5.1.1' : '4.4.1'}`,
    `Diagnostic-Code: smtp; ${diagnostic}`,
    '--dsn--',
    '',
  ].join('\r\n');

/** Sends a raw message to the catcher over SMTP, as a remote MTA returning a report would. */
async function deliver(to: string, raw: string) {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ url: suite.catcher.url });
  await transport.sendMail({ envelope: { from: '', to: [to] }, raw });
  transport.close();
}

test.serial(
  'a late bounce at the VERP return path marks the sent mail bounced with the reason',
  async (t) => {
    const { id } = await suite.mail.queue(suite.app.core.db, message('late@example.com'));
    t.like(await settled(id), { status: 'sent' });
    const [sent] = sentTo('late@example.com');
    const returnPath = sent.envelope.from;
    t.regex(returnPath, new RegExp(`^bounces\\+${id}-[0-9a-f]{16}@seodang\\.test$`));
    // The Return-Path a receiving server records is that envelope sender: read back with mailparser.
    const parsed = await simpleParser(`Return-Path: <${returnPath}>\r\n${sent.text}`);
    t.is(
      parsed.headers.get('return-path') && (parsed.headers.get('return-path') as { text: string }).text,
      returnPath,
    );

    // A delay notice changes nothing; a forged HMAC changes nothing.
    await deliver(returnPath, dsn(returnPath, 'delayed', '451 4.4.1 mailbox busy'));
    const forged = returnPath.replace(/-[0-9a-f]{16}@/, '-0000000000000000@');
    await deliver(forged, dsn(forged, 'failed', '550 5.1.1 forged'));
    await new Promise((r) => setTimeout(r, 300));
    t.like(await suite.mail.status(id), { status: 'sent', bouncedAt: null });

    await deliver(returnPath, dsn(returnPath, 'failed', '550 5.1.1 <late@example.com>: User unknown'));
    const bounced = await until(
      () => suite.mail.status(id),
      (m) => m?.status === 'bounced',
    );
    t.like(bounced, { status: 'bounced', lastReply: '550 5.1.1 <late@example.com>: User unknown' });
    t.truthy(bounced?.bouncedAt);
    // A bounced mail can be queued again.
    t.true(await suite.mail.retry(id));
    t.like(await settled(id), { status: 'sent', bouncedAt: null });
  },
);

test.serial('the catcher plays a late bounce for mail to bounce.localhost, as under npm start', async (t) => {
  const { id } = await suite.mail.queue(suite.app.core.db, message('nobody@bounce.localhost'));
  const bounced = await until(
    () => suite.mail.status(id),
    (m) => m?.status === 'bounced',
  );
  t.is(bounced?.attempts, 1, 'taken first, bounced later');
  t.truthy(bounced?.sentAt);
  t.regex(bounced?.lastReply ?? '', /^550 5\.1\.1 <nobody@bounce\.localhost>: Recipient address rejected/);
});

test.serial(
  'the bounce route takes a report straight from an MTA; a report to no mail is ignored',
  async (t) => {
    const { id } = await suite.mail.queue(suite.app.core.db, message('piped@example.com'));
    await settled(id);
    const returnPath = sentTo('piped@example.com')[0].envelope.from;
    const post = (body: string, recipient?: string) =>
      fetch(
        `${suite.app.url}/api/mail/bounces${recipient ? `?recipient=${encodeURIComponent(recipient)}` : ''}`,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body,
        },
      ).then(async (r) => ({ status: r.status, body: (await r.json()) as { result: string } }));
    const report = dsn('postmaster@seodang.test', 'failed', '552 mailbox full');
    t.deepEqual(await post(report), { status: 200, body: { result: 'ignored' } });
    t.deepEqual(await post(report, returnPath), { status: 200, body: { result: 'bounced' } });
    t.like(await suite.mail.status(id), { status: 'bounced', lastReply: '552 mailbox full' });
  },
);

test.serial('join request and acceptance mail in each member’s language, from one template', async (t) => {
  const school = await suite.app.createChannelWithMembers({
    slug: 'mailschool',
    name: '서당고',
    members: { head: 'admin', deputy: 'admin', teach: 'teacher' },
  });
  await suite.app.core.db('users').where({ id: school.ids.deputy }).update({ locale: 'ja' });
  const before = suite.catcher.messages.length;
  const pupil = await suite.app.createUser({
    userId: 'pupil',
    name: 'Kim Pupil',
    email: 'pupil@example.com',
  });
  await suite.app.core.db('users').where({ id: pupil }).update({ locale: 'en' });
  const asPupil = await school.login('pupil').catch(async () => {
    const c = suite.app.client({ host: school.host });
    await c.post('/api/auth/login', { userId: 'pupil', password: 'Test#pass1' });
    return c;
  });
  t.is((await asPupil.post('/api/channel/join', {})).status, 200);
  const requests = (await suite.catcher.waitFor(before + 2)).slice(before);
  const byTo = new Map(requests.map((m) => [m.to[0], m]));
  const ko = byTo.get('head@example.com')!;
  const ja = byTo.get('deputy@example.com')!;
  t.is(ko.subject, '[서당고] Kim Pupil 님이 가입을 요청했습니다');
  t.regex(ko.text, /Kim Pupil\(pupil\) 님이 서당고 채널 가입을 요청했습니다/);
  t.regex(ko.text, /가입 요청 보기 http:\/\/mailschool\.localhost:\d+\/admin\/members\?tab=approvals/);
  t.regex(ko.html ?? '', /<html[^>]*lang="ko"/);
  t.regex(ko.html ?? '', /href="http:\/\/mailschool\.localhost:\d+\/admin\/members\?tab=approvals"/);
  t.is(ja.subject, '[서당고] Kim Pupil さんから参加リクエストが届きました');
  t.regex(ja.html ?? '', /参加リクエストを見る/);
  t.false(byTo.has('teach@example.com'), 'teachers are not mailed');
  t.like(await suite.app.core.db('mail_outbox').where({ to_address: 'head@example.com' }).first(), {
    kind: 'join-request',
    channel_id: school.id,
    locale: 'ko',
  });

  const head = await school.login('head');
  t.is((await head.put(`/api/channel/members/${pupil}`, { action: 'accept' })).status, 200);
  const [accepted] = (await suite.catcher.waitFor(before + 3)).slice(before + 2);
  t.deepEqual(accepted.to, ['pupil@example.com']);
  t.is(accepted.subject, 'You have joined 서당고');
  t.regex(accepted.text, /Kim Pupil, your request to join 서당고 was accepted/);
  t.regex(accepted.html ?? '', /<html[^>]*lang="en"/);
});

test.serial('a channel whose admins turned "receive mail" off is not mailed join requests', async (t) => {
  const school = await suite.app.createChannelWithMembers({
    slug: 'quietschool',
    members: { quiet: 'admin' },
  });
  await suite.app.core
    .db('channels')
    .where({ id: school.id })
    .update({ settings: JSON.stringify({ 'core.receiveMail': false }) });
  await suite.app.createUser({ userId: 'asker' });
  const asker = await school.login('asker');
  t.is((await asker.post('/api/channel/join', {})).status, 200);
  t.like(
    await suite.app.core.db('channel_members').where({ channel_id: school.id, state: 'requesting' }).first(),
    {
      role: 'student',
    },
  );
  t.is(
    (await suite.app.core.db('mail_outbox').where({ channel_id: school.id, kind: 'join-request' })).length,
    0,
  );
});

test.serial('a refused change queues no mail: the mail is part of the transaction', async (t) => {
  const school = await suite.app.createChannelWithMembers({ slug: 'fullschool', members: { boss: 'admin' } });
  await suite.app.core.db('channels').where({ id: school.id }).update({ student_limit: 0 });
  const kid = await suite.app.createUser({ userId: 'fullkid' });
  await suite.app.addMember(school.id, kid, 'student', 'requesting');
  const count = async () =>
    Number((await suite.app.core.db('mail_outbox').where({ channel_id: school.id }).count({ n: '*' }))[0].n);
  const before = await count();
  const boss = await school.login('boss');
  t.is((await boss.put(`/api/channel/members/${kid}`, { action: 'accept' })).status, 409);
  t.is(await count(), before);
});

test.serial('/dev/mail lists the caught mail and shows its HTML in a sandboxed frame', async (t) => {
  const { id } = await suite.mail.queue(
    suite.app.core.db,
    message('viewer@example.com', { html: '<p>Hi <b>there</b></p>' }),
  );
  await settled(id);
  const list = await fetch(`${suite.app.url}/dev/mail`);
  t.is(list.status, 200);
  const page = await list.text();
  const link = new RegExp(`href="/dev/mail/([0-9-]+)">Hello</a></td><td>viewer@example.com`).exec(page);
  t.truthy(link);
  const one = await fetch(`${suite.app.url}/dev/mail/${link![1]}`);
  t.regex(one.headers.get('content-security-policy') ?? '', /script-src 'none'/);
  const html = await one.text();
  t.regex(html, /<iframe[^>]+sandbox="allow-popups [^"]*"[^>]+srcdoc="&lt;p&gt;Hi &lt;b&gt;there/);
  t.false(/sandbox="[^"]*allow-scripts/.test(html));
  t.is((await fetch(`${suite.app.url}/dev/mail/../../etc`)).status, 404);
});

test('/dev/mail is not served in production, even with a catcher folder', async (t) => {
  const prod = await startTestCore({
    config: { env: 'production', mailCatcherDir: catcherDir, smtpUrl: suite.catcher.url },
  }).catch((error: Error) => error);
  if (prod instanceof Error) return t.fail(prod.message);
  try {
    // Answered like any unknown page: the viewer is not there.
    const viewer = await fetch(`${prod.url}/dev/mail`);
    const unknown = await fetch(`${prod.url}/dev/no-such-page`);
    t.is(viewer.status, unknown.status);
    t.not(viewer.status, 200);
    t.false((await viewer.text()).includes('Mail caught locally'));
  } finally {
    await prod.stop();
  }
});

test.serial('the demo channel’s outbox holds a bounced invitation with its reply, seeded once', async (t) => {
  await seedDemo(suite.app.core);
  await seedDemo(suite.app.core);
  const channel = await suite.app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const bounced = await suite.mail.list({ channelId: channel.id, status: 'bounced', page: 1 });
  t.is(bounced.totalCount, 1);
  t.like(bounced.list[0], { to: demoBouncedMail.to, lastReply: demoBouncedMail.reply, kind: 'invitation' });
  t.truthy(bounced.list[0].bouncedAt);
});
