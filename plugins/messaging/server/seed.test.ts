/**
 * The messaging demo: the Python class's teacher finds the two templates, a notice one learner
 * read, and a mail that was sent and bounced for one learner; seeding again adds nothing.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'lectures', 'messaging'] });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

test('templates, a read notice and a mail with sent and bounced copies; idempotent', async (t) => {
  const teacher = app.client({ host: `${demoChannel.slug}.localhost` });
  await teacher.login('sua.teacher', demoAccounts.find((a) => a.userId === 'sua.teacher')!.password);
  const templates = (await teacher.get('/api/message/template/list')).body.data;
  t.deepEqual([templates.mail.length, templates.notice.length], [1, 1]);
  const history = async (type: string) =>
    (await teacher.get(`/api/message/history?searchFilter=${type}`)).body.data.list as {
      sequence: number;
      states: Record<string, number>;
      sendResult?: string;
    }[];
  const [notice] = await history('notice');
  t.true(notice.states.read === 1 && notice.states.sent > 0);
  const [mail] = await history('mail');
  t.like(mail, { sendResult: 'bounced', states: { bounced: 1 } });
  t.true(mail.states.sent > 0);
  const detail = (await teacher.get(`/api/message/history/${mail.sequence}`)).body.data;
  t.regex(detail.recipients.find((r: { state: string }) => r.state === 'bounced').reply, /^550/);
  await seedDemo(app.core);
  t.is(Number((await app.core.db('messaging_sends').count({ n: '*' }).first())!.n), 2);
});
