/**
 * Exams are off limits (§ exams, decided on the server): every `{ai}` route answers 403
 * `ai_exam_in_progress` to an examinee who is in a running exam, in their language; the same
 * learner before entering, or once finished, is answered as usual.
 */
import test from 'ava';
import { examFixture } from '@seodang/plugin-assessment/testing';

type Fixture = Awaited<ReturnType<typeof examFixture>>;
let f: Fixture;
const ai = '/api/seodang-ai';

test.before(async () => {
  f = await examFixture({ examinees: 2, plugins: ['lectures', 'workspace', 'ai-assistant'] });
  const admin = await f.as('admin');
  const on = await admin.put('/api/channel/services/AI_ASSISTANT', { enabled: true });
  if (on.status !== 200) throw new Error(JSON.stringify(on.body));
});
test.after.always(async () => {
  await f?.app.stop();
});

const enter = (name: string, status = 'EXAMINING') =>
  f.app.core
    .db('assessment_exam_members')
    .where({ exam_id: f.examIndex, user_id: f.ids[name] })
    .update({ entered_at_least_once: true, exam_status: status });

/** One request to each kind of `{ai}` route. */
const calls: [string, string, unknown?][] = [
  ['GET', `${ai}/settings`],
  ['GET', `${ai}/usage?indexes[lecture]=1&indexes[lesson]=1`],
  ['POST', `${ai}/policy`, {}],
  ['PUT', `${ai}/review`, { responseId: '7f0e3b9c-8a55-4a44-9d0c-0c5c5c5c5c5c', userId: 1 }],
  ['PATCH', `${ai}/review/1`, { reviewSelection: [] }],
  ['DELETE', `${ai}/review/1`],
  ['GET', `${ai}/lectures/1/settings`],
];

test.serial('an examinee in a running exam gets 403 ai_exam_in_progress from every route', async (t) => {
  const before = await f.as('examinee1');
  t.is((await before.get(`${ai}/settings`)).status, 200, 'not entered yet');
  await enter('examinee1');
  for (const locale of ['en', 'ko', 'ja']) {
    const examinee = await f.as('examinee1', locale);
    for (const [method, path, body] of calls) {
      const res = await examinee.json(method, path, body);
      t.is(res.status, 403, `${method} ${path}`);
      t.is(res.body.err.code, 'ai_exam_in_progress', `${method} ${path}`);
    }
    const message = (await examinee.get(`${ai}/settings`)).body.err.message;
    t.is(
      message,
      {
        en: 'The AI assistant cannot be used during an exam.',
        ko: '시험 중에는 AI 도우미를 사용할 수 없습니다.',
        ja: '試験中はAIアシスタントを利用できません。',
      }[locale],
    );
  }
  t.is((await (await f.as('examinee2')).get(`${ai}/settings`)).status, 200, 'another examinee not entered');
});

test.serial('once finished, the assistant answers again', async (t) => {
  await enter('examinee1', 'FINISHED');
  t.is((await (await f.as('examinee1')).get(`${ai}/settings`)).status, 200);
});
