import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

/**
 * E-mail addresses in supervisors' lists: the peer connection user infos (the report's examinee
 * list) mask them (`maskEmail`); the live status list keeps them whole because the spec's control
 * room matches its keyword against the e-mail in the browser (staff only: the exam's supervisors).
 */
const masked = /^[^@*]{0,2}\*\*\*@example\.com$/;

test('the peer connection infos mask e-mail addresses; the control room list keeps what its keyword needs', async (t) => {
  const f = await examFixture({ examinees: 2 });
  try {
    const watcher = await f.as('watcher');
    const infos = await watcher.get(`/api/peerConnection/infos?examIndex=${f.examIndex}&groupIndex=all`);
    t.is(infos.status, 200);
    const users = infos.body.userInfoList as { id: number; email: string }[];
    t.deepEqual(
      users.map((u) => u.email),
      ['ex***@example.com', 'ex***@example.com'],
    );
    for (const u of users) t.regex(u.email, masked);
    t.false(JSON.stringify(infos.body).includes('examinee1@'), 'no whole address anywhere in the answer');

    const live = await watcher.get(`/api/exam/${f.examIndex}/live-exam-status?start=0&length=50`);
    t.deepEqual(
      live.body.data.map((u: { email: string }) => u.email),
      ['examinee1@example.com', 'examinee2@example.com'],
    );
    // Examinees never get the list.
    t.is(
      (await (await f.as('examinee1')).get(`/api/peerConnection/infos?examIndex=${f.examIndex}`)).status,
      403,
    );
  } finally {
    await f.app.stop();
  }
});
