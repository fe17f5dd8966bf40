// The demo channel's action log (/admin/log) has real entries, seeded once: what its managers did
// in the shapes the routes write, read by the main manager in their language with names, never
// raw targets or JSON.
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../scripts/demo-accounts.ts';

let app: TestCore;

test.before(async () => {
  app = await startTestCore({ plugins: ['channel-admin'] });
  await seedDemo(app.core);
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

async function readLog(locale: string) {
  const manager = demoAccounts.find((a) => a.userId === 'jihoon.admin')!;
  const client = app.client({ host: `${demoChannel.slug}.localhost`, locale });
  await client.login(manager.userId, manager.password);
  const reply = await client.get('/api/channel/action-log');
  return reply.body.data as {
    totalCount: number;
    list: { verb: string; setting: string; subject: string | null; before: string; after: string }[];
  };
}

test('the demo log shows the managers’ recent work once, in the reader’s words', async (t) => {
  const ko = await readLog('ko');
  t.is(ko.totalCount, 4, 'seeded once although the seed ran twice');
  const [deactivated, accepted, coManager, settings] = ko.list;
  t.like(deactivated, { verb: 'Modification', setting: '채널 회원', after: '비활성화' });
  t.regex(deactivated.subject ?? '', /한도윤 \(demo-away\)/);
  t.like(accepted, { setting: '채널 회원', after: '가입 승인' });
  t.like(coManager, { verb: 'Add', setting: '공동 매니저' });
  t.regex(coManager.after, /공지 관리: 켬/);
  t.like(settings, {
    setting: '채널 설정',
    before: '가입 설정: 초대로만 가입',
    after: '가입 설정: 승인 후 가입',
  });
  for (const e of ko.list)
    for (const text of [e.setting, e.subject ?? '', e.before, e.after])
      t.notRegex(text, /member:\d|[{}]|actionLog\./);
  const en = await readLog('en');
  t.like(en.list[3], { setting: 'Channel settings' });
  for (const e of en.list) t.notRegex(`${e.setting} ${e.before} ${e.after}`, /actionLog\./);
});
