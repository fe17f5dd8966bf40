/**
 * Messaging installed without the community plugin (it is optional): a notice has no
 * notification to go out through, so its copies are marked failed, and the recipients still read
 * their own copy.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { makeMessagingSchool, type MessagingSchool } from '../testing/fixture.ts';

let app: TestCore;
let f: MessagingSchool;
test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'messaging'] });
  f = await makeMessagingSchool(app);
});
test.after.always(async () => {
  await app?.stop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('without the community, a notice’s copies fail and the history says so; each recipient still reads theirs', async (t) => {
  t.false(app.core.plugins.some((p) => p.manifest.id === 'community'));
  const teach = await f.as('teach');
  const sent = await teach.post('/api/message/send', {
    type: 'notice',
    template: { title: '{{name}} 님, 안내', message: '<p>내일 수업은 쉽니다.</p>' },
    to: { kind: 'lecture', index: f.lecture },
    idempotencyKey: `no-community-${Date.now()}`,
  });
  t.is(sent.status, 201);
  const sequence = sent.body.result.sequence as number;
  const detail = async () =>
    (await teach.get(`/api/message/history/${sequence}`)).body.data as {
      recipients: { name: string; state: string }[];
      states: Record<string, number>;
    };
  const settled = await until(detail, (d) => d.recipients.every((r) => r.state !== 'queued'));
  t.deepEqual(Object.fromEntries(settled.recipients.map((r) => [r.name, r.state])), {
    김민수: 'failed',
    'Lee Seoyeon': 'failed',
    佐藤: 'failed',
  });
  t.like(settled.states, { failed: 3, sent: 0, queued: 0 });
  const copy = await (await f.as('kim')).get(`/api/message/inbox/${sequence}`);
  t.is(copy.status, 200);
  t.like(copy.body.data, { sequence, headline: '김민수 님, 안내' });
});
