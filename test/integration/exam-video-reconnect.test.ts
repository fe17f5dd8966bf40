import test from 'ava';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { testRooms, destroyExamRooms } from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { examOfItsOwn, publishFakeCamera, stopPublishing } from '../e2e/support/janus-publisher.ts';

process.env.SEODANG_JANUS_RECORDINGS_DIR = await mkdtemp(join(tmpdir(), 'seodang-janus-rec-'));
process.env.SEODANG_RECORDING_SCAN_MS = String(24 * 3600_000);

test.serial(
  'an examinee coming back before Janus dropped their old session frees their own publisher id and joins under it again; nobody else can',
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL && process.env.JANUS_WS_URL,
      'exam video needs the media server: JANUS_HTTP_URL and JANUS_WS_URL (npm test starts it)',
    );
    const fixture = await examFixture({ examinees: 2 });
    const examIndex = await examOfItsOwn(fixture, 7);
    const f = { ...fixture, examIndex };
    const browser = await launchBrowser();
    const pageAt = async () => {
      const p = await browser.newPage();
      await p.goto(`${f.app.url}/api/health`);
      return p;
    };
    try {
      const examinee = await f.as('examinee1');
      const other = await f.as('examinee2');
      const myInfo = (
        await examinee.get(`/api/peerConnection?examIndex=${examIndex}&userId=${f.ids.examinee1}`)
      ).body;
      const theirInfo = (
        await other.get(`/api/peerConnection?examIndex=${examIndex}&userId=${f.ids.examinee2}`)
      ).body;
      const mine = myInfo.feedIds;
      const theirs = theirInfo.feedIds;
      // Each examinee publishes in their own room; these are every publisher of the exam.
      const live = async () =>
        [
          ...(await testRooms().listPublishers(myInfo.janus.room)),
          ...(await testRooms().listPublishers(theirInfo.janus.room)),
        ]
          .map((p) => p.id)
          .sort((a, b) => a - b);
      const release = (who: typeof examinee, body: unknown) =>
        who.post(`/api/peerConnection/examIndex/${examIndex}/release-feed`, body);

      // The webcam's old session is still in the room (the browser reloaded; Janus has not timed it out).
      const stale = await pageAt();
      t.is(
        await publishFakeCamera(stale, { ...myInfo.janus, display: 'webcam', id: mine.webcam }),
        mine.webcam,
      );
      const bystander = await pageAt();
      await publishFakeCamera(bystander, { ...theirInfo.janus, display: 'webcam', id: theirs.webcam });
      const fresh = await pageAt();
      await t.throwsAsync(
        publishFakeCamera(fresh, { ...myInfo.janus, display: 'webcam', id: mine.webcam }),
        { message: /436/ },
        'the id in use is refused',
      );

      // Nobody else frees it: examinee2 can only ever name their own feeds, the others are no examinees.
      t.deepEqual(
        (await release(other, { deviceType: 'screen' })).body,
        { result: true, released: false },
        'examinee2 has no screen in the room',
      );
      for (const name of ['watcher', 'student_member', 'teacher'] as const) {
        const res = await release(await f.as(name), { deviceType: 'webcam' });
        t.is(res.status, 403, name);
        t.is(res.body.err.code, 'not_examinee');
      }
      const bad = await release(examinee, { deviceType: 'microphone' });
      t.is(bad.status, 400, 'device types are validated');
      t.is(
        (
          await examinee.post('/api/peerConnection/examIndex/999999999/release-feed', {
            deviceType: 'webcam',
          })
        ).status,
        404,
        'an exam that is not there',
      );
      t.deepEqual(
        await live(),
        [mine.webcam, theirs.webcam].sort((a, b) => a - b),
        'refused calls changed nothing',
      );

      // The examinee's own call frees the id; the room loses nothing else.
      t.deepEqual((await release(examinee, { deviceType: 'webcam' })).body, { result: true, released: true });
      t.deepEqual(await live(), [theirs.webcam], 'only the stale publisher left');
      t.is(
        await publishFakeCamera(fresh, { ...myInfo.janus, display: 'webcam', id: mine.webcam }),
        mine.webcam,
        'joined again under the same id',
      );
      t.deepEqual(
        await live(),
        [mine.webcam, theirs.webcam].sort((a, b) => a - b),
      );
      t.deepEqual(
        (await release(examinee, { deviceType: 'mobile' })).body,
        { result: true, released: false },
        'a feed nobody holds: nothing happens',
      );

      // A finished examinee frees nothing any more.
      await f.app.core
        .db('assessment_exam_members')
        .where({ exam_id: examIndex, user_id: f.ids.examinee1 })
        .update({ exam_status: 'FINISHED' });
      const finished = await release(examinee, { deviceType: 'webcam' });
      t.is(finished.status, 403);
      t.is(finished.body.err.code, 'finished');
      t.is((await live()).length, 2, 'the live publishers stay');
      await stopPublishing(fresh);
      await stopPublishing(bystander);
    } finally {
      await browser.close();
      await destroyExamRooms(f.app.core.db, examIndex);
      await f.app.stop();
    }
  },
);
