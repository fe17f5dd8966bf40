import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

/**
 * Supervisors' lists never show an examinee's whole e-mail address: the live status list and the
 * peer connection user infos mask it (`maskEmail`), while the server-side search by e-mail still
 * matches the whole address.
 */
const masked = /^[^@*]{0,2}\*\*\*@example\.com$/;

test('the live status list and the peer connection infos mask e-mail addresses', async (t) => {
  const f = await examFixture({ examinees: 2 });
  try {
    const watcher = await f.as('watcher');
    const live = await watcher.get(`/api/exam/${f.examIndex}/live-exam-status?start=0&length=50`);
    t.is(live.status, 200);
    const listed = live.body.data.map((u: { email: string }) => u.email);
    t.deepEqual(listed, ['ex***@example.com', 'ex***@example.com']);
    t.false(JSON.stringify(live.body).includes('examinee1@'), 'no whole address anywhere in the answer');

    const search = await watcher.get(
      `/api/exam/${f.examIndex}/live-exam-status?search[value]=email_examinee2@example.com&start=0&length=50`,
    );
    t.is(search.body.recordsFiltered, 1, 'searching by the whole address still finds the examinee');
    t.is(search.body.data[0].id, f.ids.examinee2);
    t.regex(search.body.data[0].email, masked);

    const infos = await watcher.get(`/api/peerConnection/infos?examIndex=${f.examIndex}&groupIndex=all`);
    t.is(infos.status, 200);
    const users = infos.body.userInfoList as { id: number; email: string }[];
    t.is(users.length, 2);
    for (const u of users) t.regex(u.email, masked);
    t.false(JSON.stringify(infos.body).includes('examinee1@'));
  } finally {
    await f.app.stop();
  }
});
