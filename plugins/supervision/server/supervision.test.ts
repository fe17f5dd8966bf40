import test from 'ava';
import { examFixture, openSocket } from '@seodang/plugin-assessment/testing';

/** DELETE with a JSON body (the test client sends no length for DELETE, so give it). */
async function del(
  client: Awaited<ReturnType<Awaited<ReturnType<typeof examFixture>>['as']>>,
  path: string,
  body: unknown,
) {
  const text = JSON.stringify(body);
  const res = await client.request('DELETE', path, text, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
  return { status: res.status, body: await res.json() };
}

test.serial(
  'supervision groups: the eight endpoints, default Group1, at most 24, moves, removal, CSV and JSON adds, auto-assign',
  async (t) => {
    const f = await examFixture({ examinees: 30 });
    try {
      const sup = await f.as('watcher');
      const q = `examIndex=${f.examIndex}&lectureIndex=${f.lectureSeq}`;
      const first = await sup.get(`/api/supervisionGroup?${q}&withUsers=true`);
      t.deepEqual(
        first.body.supervisionGroups.map((g: { name: string }) => g.name),
        ['Group1'],
      );
      t.is(first.body.students.length, 30);
      t.true(first.body.withUsers);
      t.deepEqual(
        first.body.supervisors.map((s: { id: number }) => s.id),
        [f.ids.watcher],
      );
      t.deepEqual((await sup.get(`/api/supervisionGroup?${q}`)).body.students, [], 'without users');
      const g1 = first.body.supervisionGroups[0].index;
      const created = await sup.post('/api/supervisionGroup', {
        supervisionGroupName: '2반',
        examIndex: f.examIndex,
        lectureIndex: f.lectureSeq,
      });
      t.like(created.body, { result: true, supervisionGroup: { name: '2반' } });
      const g2 = created.body.supervisionGroup.index;
      t.is(
        (
          await sup.put(`/api/supervisionGroup/${g2}`, {
            supervisionGroupName: '2반 (수정)',
            lectureIndex: f.lectureSeq,
          })
        ).body.result,
        true,
      );
      const ids = f.examineeNames.map((n) => f.ids[n]);
      // JSON add; 25 into one group is refused with an errCode and changes nothing.
      const tooMany = await sup.post('/api/supervisionGroup/users', {
        examIndex: f.examIndex,
        lectureIndex: f.lectureSeq,
        role: 'student',
        groupUserPairs: ids.slice(0, 25).map((userId) => ({ supervisionGroupIndex: g1, userId })),
      });
      t.deepEqual(tooMany.body, { result: false, errCode: 1 });
      const ok = await sup.post('/api/supervisionGroup/users', {
        examIndex: f.examIndex,
        lectureIndex: f.lectureSeq,
        role: 'student',
        groupUserPairs: ids.slice(0, 24).map((userId) => ({ supervisionGroupIndex: g1, userId })),
      });
      t.is(ok.body.result, true);
      t.deepEqual(
        (
          await sup.post('/api/supervisionGroup/users', {
            examIndex: f.examIndex,
            role: 'student',
            groupUserPairs: [{ supervisionGroupIndex: g2, userId: f.ids.student_member }],
          })
        ).body,
        { result: false, errCode: 2 },
        'not an examinee',
      );
      // Multipart CSV add.
      const form = new FormData();
      form.set('examIndex', String(f.examIndex));
      form.set('lectureIndex', String(f.lectureSeq));
      form.set('role', 'student');
      form.set(
        'file',
        new Blob(['groupName,userId\n2반 (수정),examinee25\n2반 (수정),examinee26\n']),
        'groups.csv',
      );
      const encoded = new Request('http://x/', { method: 'POST', body: form });
      const csv = await sup.request('POST', '/api/supervisionGroup/users', await encoded.text(), {
        'content-type': encoded.headers.get('content-type')!,
      });
      t.is(csv.status, 200);
      t.deepEqual(await csv.json(), { result: true, errCode: null });
      let groups = (await sup.get(`/api/supervisionGroup?${q}`)).body.supervisionGroups;
      t.is(groups.find((g: { index: number }) => g.index === g2).students.length, 2);
      // Move: to the same group nothing; to another group it moves.
      t.is(
        (
          await sup.put('/api/userSupervisionGroup', {
            examIndex: f.examIndex,
            lectureIndex: f.lectureSeq,
            userIds: [ids[0]],
            prevIndex: g1,
            newIndex: g1,
          })
        ).body.result,
        true,
      );
      t.is(
        (
          await sup.put('/api/userSupervisionGroup', {
            examIndex: f.examIndex,
            lectureIndex: f.lectureSeq,
            userIds: [ids[0]],
            prevIndex: g1,
            newIndex: g2,
          })
        ).body.result,
        true,
      );
      groups = (await sup.get(`/api/supervisionGroup?${q}`)).body.supervisionGroups;
      t.is(groups.find((g: { index: number }) => g.index === g1).students.length, 23);
      t.true(groups.find((g: { index: number }) => g.index === g2).students.includes(ids[0]));
      // Actions aimed at a group reach its students only.
      const paused = await sup.post('/api/exam/pause', {
        examIndex: f.examIndex,
        supervisionGroupIndex: g2,
        isRealTimeControlRoom: true,
      });
      t.deepEqual([...paused.body.userIds].sort(), [ids[0], f.ids.examinee25, f.ids.examinee26].sort());
      const removed = await del(sup, '/api/supervisionGroup/user', {
        lectureIndex: f.lectureSeq,
        role: 'student',
        userIds: [ids[0]],
        supervisionGroupIndex: g2,
      });
      t.is(removed.body?.result, true, JSON.stringify([removed.status, removed.body]));
      // Auto-assign with reset: groups of studentNum (base-10 integer), all examinees placed.
      t.is(
        (
          await sup.post('/api/supervisionGroup/autoAssign', {
            examIndex: f.examIndex,
            lectureIndex: f.lectureSeq,
            options: { useReset: true, studentNum: 8, extra: 'kept' },
          })
        ).body.result,
        true,
      );
      groups = (await sup.get(`/api/supervisionGroup?${q}&withUsers=true`)).body.supervisionGroups;
      t.deepEqual(
        groups.map((g: { students: number[] }) => g.students.length),
        [8, 8, 8, 6],
      );
      t.is(
        (
          await sup.post('/api/supervisionGroup/autoAssign', {
            examIndex: f.examIndex,
            options: { useReset: 'on', studentNum: '8' },
          })
        ).status,
        400,
        'useReset boolean, studentNum integer',
      );
      t.is(
        (await del(sup, `/api/supervisionGroup/${groups[0].index}`, { lectureIndex: f.lectureSeq })).body
          .result,
        true,
      );
      t.is((await sup.get(`/api/supervisionGroup?${q}`)).body.supervisionGroups.length, 3);
      const examinee = await f.as('examinee1');
      t.is(
        (await del(examinee, `/api/supervisionGroup/${groups[1].index}`, { lectureIndex: f.lectureSeq }))
          .status,
        403,
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'realtime across two core instances: examinee changes reach supervisors, supervisor actions reach examinees; topics are policy-checked',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const other = await f.app.another();
      const host = `${f.host}:${f.app.port}`;
      const supervisor = await f.as('watcher');
      const examinee = await f.as('examinee1', undefined, other);
      const supSocket = await openSocket(f.app.url, supervisor.cookie('sd_sid')!, host);
      const exSocket = await openSocket(other.url, examinee.cookie('sd_sid')!, `${f.host}:${other.port}`);
      const uid = f.ids.examinee1;
      supSocket.subscribe(`exam:${f.examIndex}:supervisors`);
      exSocket.subscribe(`exam:${f.examIndex}:user:${uid}`);
      exSocket.subscribe(`exam:${f.examIndex}:examinees`);
      exSocket.subscribe(`exam:${f.examIndex}:supervisors`);
      exSocket.subscribe(`exam:${f.examIndex}:user:${f.ids.examinee2}`);
      await supSocket.waitFor((m) => m.type === 'subscribed');
      await exSocket.waitFor((m) => m.type === 'subscribed' && m.topic === `exam:${f.examIndex}:examinees`);
      t.is(
        (await exSocket.waitFor((m) => m.type === 'error' && m.topic === `exam:${f.examIndex}:supervisors`))
          .code,
        'forbidden',
      );
      t.is(
        (
          await exSocket.waitFor(
            (m) => m.type === 'error' && m.topic === `exam:${f.examIndex}:user:${f.ids.examinee2}`,
          )
        ).code,
        'forbidden',
      );
      // Examinee (instance 2) → supervisor (instance 1).
      let start = Date.now();
      await examinee.post(`/api/exam/${f.examIndex}/waiting-step`, { step: 'DEVICE_CHECK' });
      const status = await supSocket.waitFor((m) => m.event === 'exam.status');
      t.true(Date.now() - start < 1000);
      t.like(status.data as object, {
        userId: uid,
        state: { examStatus: 'IN_WAITING_ROOM', currentWaitingStep: 'DEVICE_CHECK' },
      });
      // Supervisor (instance 1) → examinee (instance 2): pause one, notice to all, extension.
      start = Date.now();
      await supervisor.post('/api/exam/pause', { examIndex: f.examIndex, studentIds: [uid] });
      t.like((await exSocket.waitFor((m) => m.event === 'exam.pause')).data as object, { isPaused: true });
      t.true(Date.now() - start < 1000);
      await supervisor.post(`/api/noticeMsg/${f.examSequence}/create`, {
        scope: null,
        target: 'all',
        title: '',
        contents: '10분 남았습니다.<br />저장하세요.',
      });
      t.like((await exSocket.waitFor((m) => m.event === 'exam.notice')).data as object, {
        contents: '10분 남았습니다.<br />저장하세요.',
      });
      const extended = await supervisor.post('/api/exam/extra-time', {
        examIndex: f.examIndex,
        supervisionGroupIndex: 'all',
        extraTime: 300_000,
      });
      t.like((await exSocket.waitFor((m) => m.event === 'exam.extra-time')).data as object, {
        extraTime: 300_000,
      });
      // Supervisors get each target's total after the extension, so their screens set it rather than add it twice.
      t.is(extended.body.fail, 0);
      t.is(extended.body.extraTimes[uid], 300_000);
      const twice = await supervisor.post('/api/exam/extra-time', {
        examIndex: f.examIndex,
        studentIds: [uid],
        extraTime: 60_000,
      });
      t.deepEqual(twice.body.extraTimes, { [uid]: 360_000 });
      await supervisor.post('/api/exam/identification/check', { examIndex: f.examIndex, userId: uid });
      await exSocket.waitFor((m) => m.event === 'exam.identification');
      await supervisor.post('/api/exam/reload', {
        examIndex: f.examIndex,
        allExaminee: false,
        studentIds: [uid],
      });
      await exSocket.waitFor((m) => m.event === 'exam.reload');
      // Notices persist: a reload shows them again.
      t.is((await examinee.get(`/api/exam/${f.examIndex}`)).body.examState.notices.length, 1);
      supSocket.close();
      exSocket.close();
    } finally {
      await f.app.stop();
    }
  },
);
