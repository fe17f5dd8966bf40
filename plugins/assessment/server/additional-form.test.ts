import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

const questions = [
  { key: 'school', label: '학교', type: 'text', required: true },
  { key: 'track', label: '희망 분야', type: 'choice', required: true, options: ['웹', '데이터'] },
  { key: 'why', label: '지원 동기', type: 'textarea' },
];

test.serial(
  'additional form: the owner defines it; a member submits once, edits it while registration is open; the owner reads every answer',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const form = `/api/assessment/${f.lectureSeq}/additional-form`;
      const teacher = await f.as('teacher');
      const s1 = await f.as('examinee1');
      t.deepEqual((await s1.get(form)).body.data.questions, [], 'no form yet');
      t.is((await s1.post(`${form}/answer`, { answers: { school: 'x' } })).body.err.code, 'no_form');

      // Who defines it, and what a form may hold.
      t.is((await s1.put(form, { questions })).status, 403, 'an examinee cannot define the form');
      t.is(
        (await (await f.as('other_teacher')).put(form, { questions })).status,
        403,
        'another teacher cannot either',
      );
      const dup = await teacher.put(form, { questions: [questions[0], questions[0]] });
      t.is(dup.status, 400);
      t.is(dup.body.err.message, '항목마다 다른 키를 써야 합니다.');
      const noOptions = await (
        await f.as('teacher', 'en')
      ).put(form, { questions: [{ key: 'c', label: 'Pick', type: 'choice', options: ['only'] }] });
      t.is(noOptions.body.err.message, 'A choice question needs at least two options.');
      t.is(
        (await teacher.put(form, { questions: [{ key: 'Bad Key', label: 'x', type: 'text' }] })).status,
        400,
      );
      t.deepEqual((await s1.get(form)).body.data.questions, [], 'refused forms change nothing');
      t.is((await teacher.put(form, { questions })).status, 200);

      // Submitting: the rules of the form, in the caller's language, naming the question.
      const data = (await s1.get(form)).body.data;
      t.is(data.questions.length, 3);
      t.true(data.editable);
      t.is(data.answer, null);
      const missing = await s1.post(`${form}/answer`, { answers: { school: '  ', track: '웹' } });
      t.is(missing.status, 400);
      t.deepEqual(missing.body.err.fields, [
        { path: 'body.answers.school', message: '이 항목에 답해 주세요.' },
      ]);
      const wrongChoice = await (
        await f.as('examinee1', 'ja')
      ).post(`${form}/answer`, { answers: { school: '한빛고', track: '게임', extra: 'x' } });
      t.deepEqual(
        wrongChoice.body.err.fields.map((e: { path: string }) => e.path),
        ['body.answers.extra', 'body.answers.track'],
      );
      t.is(wrongChoice.body.err.fields[1].message, '選択肢から一つ選んでください。');
      t.is(
        (await s1.post(`${form}/answer`, { answers: { school: 'x'.repeat(2001), track: '웹' } })).status,
        400,
        'overlong answers are refused at the edge',
      );
      t.is(
        (await s1.put(`${form}/answer`, { answers: { school: '한빛고', track: '웹' } })).body.err.code,
        'not_submitted',
      );
      t.is((await s1.get(form)).body.data.answer, null, 'bad input changes nothing');

      const first = await s1.post(`${form}/answer`, {
        answers: { school: ' 한빛고 ', track: '웹', why: '' },
      });
      t.is(first.status, 201);
      t.deepEqual(first.body.data.answers, { school: '한빛고', track: '웹' });
      const again = await s1.post(`${form}/answer`, { answers: { school: '두번째', track: '웹' } });
      t.is(again.status, 409);
      t.is(again.body.err.message, '이미 신청서를 제출했습니다. 접수 기간이 끝나기 전까지 고칠 수 있습니다.');
      const edited = await s1.put(`${form}/answer`, {
        answers: { school: '한빛고', track: '데이터', why: '분석이 좋아서' },
      });
      t.deepEqual(edited.body.data.answers, { school: '한빛고', track: '데이터', why: '분석이 좋아서' });
      t.deepEqual((await s1.get(form)).body.data.answer.answers, edited.body.data.answers);

      // Answers are private: another member sees only their own; only the owner (or an admin) reads all.
      const s2 = await f.as('examinee2');
      t.is((await s2.get(form)).body.data.answer, null);
      t.is((await s2.get(`${form}/answers`)).status, 403);
      t.is(
        (await (await f.as('watcher')).get(`${form}/answers`)).status,
        403,
        "a supervisor of an exam is not the form's owner",
      );
      const all = await teacher.get(`${form}/answers`);
      t.is(all.body.data.list.length, 1);
      t.like(all.body.data.list[0], {
        user: { id: f.ids.examinee1, name: 'examinee1' },
        answers: { track: '데이터' },
      });
      t.is((await (await f.as('admin')).get(`${form}/answers`)).body.data.list.length, 1);

      // Registration closes: the answer stays readable but can no longer change or be first sent.
      await f.app.core
        .db('assessment_assessments')
        .where({ id: f.lectureSeq })
        .update({ register_close: new Date(Date.now() - 1000) });
      const closed = await s1.get(form);
      t.false(closed.body.data.editable);
      t.is(closed.body.data.answer.answers.track, '데이터');
      const late = await s1.put(`${form}/answer`, { answers: { school: '한빛고', track: '웹' } });
      t.is(late.status, 403);
      t.is(late.body.err.code, 'registration_closed');
      t.is(
        (await s2.post(`${form}/answer`, { answers: { school: '늦음', track: '웹' } })).body.err.code,
        'registration_closed',
      );

      // Outside the channel the assessment does not exist.
      const outsider = f.app.client();
      await outsider.login('examinee1', 'Test#pass1');
      t.is((await outsider.get(form)).status, 404);
    } finally {
      await f.app.stop();
    }
  },
);
