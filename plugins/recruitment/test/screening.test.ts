import test from 'ava';
import { applicationStatus as S } from '../common/index.ts';
import { startFixture, postingBody, type Fixture } from './fixture.ts';

// A posting's screening assessment: an exam of the posting's channel (assessment plugin) that a
// submitting applicant is registered for, whose standing and score the reviewers see.
let f: Fixture;
const exams: Record<'suas' | 'taes' | 'ended' | 'academy', number> = {
  suas: 0,
  taes: 0,
  ended: 0,
  academy: 0,
};

/** An exam of an assessment owned by `owner` in the channel `slug`, ending `endsInDays` from now. */
async function makeExam(slug: string, owner: number, title: string, endsInDays: number): Promise<number> {
  const db = f.app.core.db;
  const channel = (await db('channels').where({ slug }).first('id')) as { id: number };
  const day = 86_400_000;
  const [{ id: assessmentId }] = await db('assessment_assessments')
    .insert({
      channel_id: channel.id,
      owner_id: owner,
      title: `${title} 평가`,
      description: '선발 평가',
      url_slug: 'screening',
      register_open: new Date(Date.now() - 2 * day),
      register_close: new Date(Date.now() + 30 * day),
    })
    .returning('id');
  const [{ id }] = await db('assessment_exams')
    .insert({
      assessment_id: assessmentId,
      title,
      start_at: new Date(Date.now() - day + endsInDays * day),
      end_at: new Date(Date.now() + endsInDays * day),
      devices: JSON.stringify({ webcam: 'off', screen: 'off', mobile: 'off' }),
      quizzes: JSON.stringify([
        { quizId: 'q1', title: '첫 문제', score: 40 },
        { quizId: 'q2', title: '둘째 문제', score: 60 },
      ]),
    })
    .returning('id');
  return id;
}

test.before(async () => {
  f = await startFixture({ assessment: true });
  exams.suas = await makeExam('school', f.ids.sua, '코딩 테스트', 7);
  exams.taes = await makeExam('school', f.ids.tae, '다른 선생님의 시험', 7);
  exams.ended = await makeExam('school', f.ids.sua, '끝난 시험', -1);
  exams.academy = await makeExam('academy', f.ids.oh, '학원 시험', 7);
});
test.after.always(async () => {
  await f?.app.stop();
});

const member = (examId: number, userId: number) =>
  f.app.core.db('assessment_exam_members').where({ exam_id: examId, user_id: userId }).first();

test.serial(
  'the exams a posting may screen with: the author’s own that have not ended, all for an admin, none across channels',
  async (t) => {
    const titlesOf = async (who: 'sua' | 'jang' | 'oh') =>
      ((await (await f.as(who)).get('/api/recruitment/screening-exams')).body.data as { title: string }[])
        .map((e) => e.title)
        .sort();
    t.deepEqual(await titlesOf('sua'), ['코딩 테스트']);
    t.deepEqual(await titlesOf('jang'), ['다른 선생님의 시험', '코딩 테스트']);
    t.deepEqual(await titlesOf('oh'), ['학원 시험']);
    t.is((await (await f.as('kim')).get('/api/recruitment/screening-exams')).status, 403);

    const sua = await f.as('sua');
    for (const other of [exams.taes, exams.ended, exams.academy]) {
      const refused = await sua.post('/api/recruitment', postingBody({ screeningExamIndex: other }));
      t.deepEqual(
        [refused.status, refused.body.err.code, refused.body.err.message],
        [404, 'screening_exam_not_found', '선발 평가로 고를 수 있는 시험을 찾을 수 없습니다.'],
      );
    }
    const english = await (
      await f.as('sua', { locale: 'en' })
    ).post('/api/recruitment', postingBody({ screeningExamIndex: exams.academy }));
    t.is(english.body.err.message, 'No exam you may use as the screening assessment was found.');
    const malformed = await sua.post('/api/recruitment', postingBody({ screeningExamIndex: 'x' }));
    t.is(malformed.status, 400);
    t.is(
      await f.app.core
        .db('recruitment_postings')
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      0,
    );
  },
);

test.serial(
  'submitting registers the applicant as an examinee in the same transaction; reviewers see the standing and, once finished, the score',
  async (t) => {
    const sua = await f.as('sua');
    const made = await sua.post('/api/recruitment', postingBody({ screeningExamIndex: exams.suas }));
    t.is(made.status, 201);
    const seq = made.body.data.sequence as number;
    t.like(made.body.data, {
      screeningExamIndex: exams.suas,
      screening: { title: '코딩 테스트', examIndex: exams.suas },
    });
    await sua.put(`/api/recruitment/${seq}/publish`);

    const kim = await f.as('kim');
    const page = (await kim.get(`/api/recruitment/${seq}`)).body.data;
    t.like(page, {
      screeningExamIndex: null,
      screening: { title: '코딩 테스트', assessmentTitle: '코딩 테스트 평가' },
    });
    t.regex(page.screening.path, new RegExp(`/exam/${exams.suas}$`));

    const apply = { coverMessage: '열심히 하겠습니다.', mobile: '01012345678' };
    t.is((await kim.post(`/api/recruitment/${seq}/application`, apply)).body.data.screening, null);
    t.falsy(await member(exams.suas, f.ids.kim), 'a saved draft registers nobody');
    const [a, b] = await Promise.all([
      kim.post(`/api/recruitment/${seq}/application/submit`),
      kim.post(`/api/recruitment/${seq}/application/submit`),
    ]);
    t.deepEqual([a.status, b.status], [200, 200]);
    t.like(await member(exams.suas, f.ids.kim), { role: 'student' });
    t.like(a.body.data.screening, { state: 'registered', title: '코딩 테스트' });
    t.false('totalScore' in a.body.data.screening, 'the applicant is not shown a score here');

    // Withdrawing before entering takes the registration back; applying again registers again.
    await kim.delete(`/api/recruitment/${seq}/application`);
    t.falsy(await member(exams.suas, f.ids.kim));
    await kim.post(`/api/recruitment/${seq}/application`, apply);
    await kim.post(`/api/recruitment/${seq}/application/submit`);
    t.like(await member(exams.suas, f.ids.kim), { role: 'student' });

    const review = async () => (await sua.get(`/api/recruitment/${seq}/applications`)).body.data.list[0];
    t.deepEqual((await review()).screening, { state: 'registered', totalScore: null, maxTotalScore: 100 });
    const examMember = () =>
      f.app.core.db('assessment_exam_members').where({ exam_id: exams.suas, user_id: f.ids.kim });
    await examMember().update({ entered_at_least_once: true });
    t.like((await review()).screening, { state: 'started', totalScore: null });
    await examMember().update({ finish_announced_at: new Date() });
    t.deepEqual((await review()).screening, { state: 'finished', totalScore: 0, maxTotalScore: 100 });
    t.is((await kim.get('/api/recruitment/application/my')).body.data[0].screening.state, 'finished');

    const csv = await (await sua.request('GET', `/api/recruitment/${seq}/applications/export`)).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\n');
    t.true(header!.endsWith(',선발 평가'));
    t.true(row!.endsWith(',0 / 100점'));

    // An examinee who entered keeps their attempt when they withdraw.
    await kim.delete(`/api/recruitment/${seq}/application`);
    t.like(await member(exams.suas, f.ids.kim), { role: 'student' });
  },
);

test.serial(
  'a supervisor of the screening exam cannot apply: nothing is submitted; an ended exam stays on its posting',
  async (t) => {
    const sua = await f.as('sua');
    const seq = (await sua.post('/api/recruitment', postingBody({ screeningExamIndex: exams.suas }))).body
      .data.sequence as number;
    await sua.put(`/api/recruitment/${seq}/publish`);
    await f.app.core
      .db('assessment_exam_members')
      .insert({ exam_id: exams.suas, user_id: f.ids.park, role: 'supervisor' })
      .onConflict(['exam_id', 'user_id'])
      .merge(['role']);
    const park = await f.as('park');
    await park.post(`/api/recruitment/${seq}/application`, { coverMessage: '', mobile: '01098765432' });
    const refused = await park.post(`/api/recruitment/${seq}/application/submit`);
    t.deepEqual([refused.status, refused.body.err.code], [409, 'screening_supervisor']);
    t.like(
      await f.app.core.db('recruitment_applications').where({ posting_id: seq, user_id: f.ids.park }).first(),
      {
        status: S.PENDING,
        submitted_at: null,
      },
    );
    t.like(await member(exams.suas, f.ids.park), { role: 'supervisor' });

    // The exam ends: the posting keeps it on an edit, but cannot take another ended one.
    await f.app.core
      .db('assessment_exams')
      .where({ id: exams.suas })
      .update({ end_at: new Date(Date.now() - 1000) });
    t.is(
      (await sua.put(`/api/recruitment/${seq}`, postingBody({ screeningExamIndex: exams.suas }))).status,
      200,
    );
    t.is(
      (await sua.put(`/api/recruitment/${seq}`, postingBody({ screeningExamIndex: exams.ended }))).status,
      404,
    );
    t.like((await sua.put(`/api/recruitment/${seq}`, postingBody({ screeningExamIndex: null }))).body.data, {
      screening: null,
      screeningExamIndex: null,
    });
  },
);
