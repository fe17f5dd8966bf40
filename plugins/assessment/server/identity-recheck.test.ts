import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examFixture, openSocket } from './test-support/exam-fixture.ts';

const store = mkdtempSync(join(tmpdir(), 'seodang-identity-'));
process.env.SEODANG_FILES_DIR = store;
test.after.always(() => rmSync(store, { recursive: true, force: true }));

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

test.serial(
  "a new identity photo withdraws the supervisor's earlier verdict, for that examinee only, and the supervisors hear it",
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ identification_upload: true });
      const path = `/api/exam/${f.examIndex}/identification/photo`;
      const [s1, s2, sup] = [await f.as('examinee1'), await f.as('examinee2'), await f.as('watcher')];
      await s1.post(path, { image: png.toString('base64') });
      await s2.post(path, { image: png.toString('base64') });
      for (const userId of [f.ids.examinee1, f.ids.examinee2])
        t.deepEqual(
          (await sup.post('/api/exam/identification/check', { examIndex: f.examIndex, userId })).body,
          { status: true },
        );
      const verdict = async (userId: number) =>
        await f.app.core
          .db('assessment_exam_members')
          .where({ exam_id: f.examIndex, user_id: userId })
          .first('identification_checked', 'identification_checker_id', 'identification_check_date');
      t.like(await verdict(f.ids.examinee1), {
        identification_checked: true,
        identification_checker_id: f.ids.watcher,
      });

      const room = await openSocket(f.app.url, sup.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
      room.subscribe(`exam:${f.examIndex}:supervisors`);
      await room.waitFor((m) => m.type === 'subscribed');
      // A refused upload changes nothing, the verdict included.
      t.is((await s1.post(path, { image: Buffer.from('not a picture').toString('base64') })).status, 400);
      t.true((await verdict(f.ids.examinee1)).identification_checked);

      t.is((await s1.post(path, { image: jpeg.toString('base64') })).status, 201);
      const heard = await room.waitFor((m) => m.event === 'exam.identification-photo');
      t.like(heard.data as object, { userId: f.ids.examinee1, checked: false });
      t.deepEqual(await verdict(f.ids.examinee1), {
        identification_checked: false,
        identification_checker_id: null,
        identification_check_date: null,
      });
      t.true((await verdict(f.ids.examinee2)).identification_checked, 'another examinee keeps their verdict');
      // The supervisors' list says so after a reload too, and the check can be made again.
      const live = (await sup.get(`/api/exam/${f.examIndex}/live-exam-status?start=0&length=10`)).body;
      const listed = JSON.stringify(live);
      t.true(listed.includes('"checked":false') && listed.includes('"checked":true'));
      t.deepEqual(
        (
          await sup.post('/api/exam/identification/check', {
            examIndex: f.examIndex,
            userId: f.ids.examinee1,
          })
        ).body,
        { status: true },
      );
      t.true((await verdict(f.ids.examinee1)).identification_checked);
      room.close();
    } finally {
      await f.app.stop();
    }
  },
);
