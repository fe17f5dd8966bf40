// /admin/mail's routes (issue 16, "Mail"): a channel's admins list their channel's mail by status,
// page by page, with the SMTP server's reply, and send a failed or bounced one again; another
// channel's mail is a 404, and nobody but the channel's admins reaches the routes.
import test from 'ava';
import type { MailRecord } from '@seodang/sdk';
import { mailSuite, uncoveredIdRoutes } from '@seodang/sdk/testing';

const suite = mailSuite(test, {
  plugins: ['channel-admin'],
  config: { mailRetry: { attempts: 2, backoffMs: 10 } },
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
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

const queue = async (channelId: number, to: string) => {
  const { id } = await suite.mail.queue(suite.app.core.db, {
    to,
    subject: `To ${to}`,
    text: 'Hello',
    kind: 'invitation',
    channelId,
    locale: 'ko',
  });
  return settled(id);
};

test('admins list their channel’s mail by status with the reply, retry it; another channel’s is a 404', async (t) => {
  const school = await suite.app.createChannelWithMembers({
    slug: 'mailadmin',
    members: {
      mboss: { role: 'admin', extra: { is_main_manager: true } },
      mteach: 'teacher',
      mco: { role: 'admin', extra: { manager_rights: JSON.stringify(['invite']) } },
    },
  });
  const other = await suite.app.createChannelWithMembers({ slug: 'mailother', members: { oboss: 'admin' } });
  suite.catcher.failFor('gone@example.com', 'reject');
  const bounced = await queue(school.id, 'gone@example.com');
  // One after another: the list's order is the order they were queued in.
  const sent: MailRecord[] = [];
  for (const n of ['a', 'b', 'c']) sent.push(await queue(school.id, `${n}@example.com`));
  const elsewhere = await queue(other.id, 'x@example.com');
  t.is(bounced.status, 'bounced');

  const admin = await school.login('mboss', { locale: 'en' });
  const all = await admin.get('/api/channel/mails?limit=2');
  t.is(all.status, 200);
  t.is(all.body.data.totalCount, 4);
  t.deepEqual(
    all.body.data.list.map((m: { to: string }) => m.to),
    [sent[2].to, sent[1].to],
  );
  const page2 = await admin.get('/api/channel/mails?limit=2&page=2');
  t.deepEqual(
    page2.body.data.list.map((m: { to: string }) => m.to),
    [sent[0].to, 'gone@example.com'],
  );
  const onlyBounced = await admin.get('/api/channel/mails?status=bounced');
  t.is(onlyBounced.body.data.totalCount, 1);
  t.like(onlyBounced.body.data.list[0], { id: bounced.id, status: 'bounced', attempts: 1 });
  t.regex(onlyBounced.body.data.list[0].lastReply, /^550 5\.1\.1/);
  t.false('text' in onlyBounced.body.data.list[0], 'the body is not listed');

  // Another channel's mail: not found, not retried.
  const foreign = await admin.post(`/api/channel/mails/${elsewhere.id}/retry`, {});
  t.is(foreign.status, 404);
  t.is(foreign.body.err.code, 'mail_not_found');
  t.is(foreign.body.err.message, 'This mail was not found.');
  t.is(await admin.post('/api/channel/mails/999999999/retry', {}).then((r) => r.status), 404);
  // A sent mail is not sent again.
  const again = await admin.post(`/api/channel/mails/${sent[0].id}/retry`, {});
  t.is(again.status, 409);
  t.is(again.body.err.code, 'mail_not_retryable');

  suite.catcher.failFor('gone@example.com', 'accept');
  const before = suite.catcher.messages.length;
  const retried = await admin.post(`/api/channel/mails/${bounced.id}/retry`, {});
  t.is(retried.status, 200);
  t.is(retried.body.data.id, bounced.id);
  await suite.catcher.waitFor(before + 1);
  t.like(await settled(bounced.id), { status: 'sent' });

  // Teachers, another channel's admin and the anonymous do not reach the routes.
  const teacher = await school.login('mteach');
  t.is((await teacher.get('/api/channel/mails')).status, 403);
  t.is((await teacher.post(`/api/channel/mails/${bounced.id}/retry`, {})).status, 403);
  // A co-manager without the right to send invitation e-mail sees the mail but does not resend it.
  const limited = await school.login('mco');
  t.is((await limited.get('/api/channel/mails')).status, 200);
  const refused = await limited.post(`/api/channel/mails/${bounced.id}/retry`, {});
  t.is(refused.status, 403);
  t.is(refused.body.err.code, 'manager_right_required');
  const otherAdmin = await other.login('oboss');
  t.is((await otherAdmin.get('/api/channel/mails')).body.data.totalCount, 1);
  t.is((await suite.app.client({ host: school.host }).get('/api/channel/mails')).status, 401);
});

test('every mail route with an id was sent another channel’s one above', async (t) => {
  const doc = (await suite.app.client().get('/api/openapi.json')).body;
  const crossChannel = [['POST', '/api/channel/mails/1/retry']] as const;
  // The plugin's other id routes (invitations, made accounts, imports) are covered by their own tests.
  const mailRoutes = uncoveredIdRoutes(doc, 'channel-admin', crossChannel).filter((r) => /\/mails\//.test(r));
  t.deepEqual(mailRoutes, []);
});
