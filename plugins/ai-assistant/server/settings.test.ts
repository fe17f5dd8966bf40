/**
 * The assistant's settings through the API: the service starts off (§6), the §4 rule's every
 * reason through `GET settings`, the lecture's settings narrowing the channel's (refusals in
 * ko/en/ja), the admin's channel settings, the policy, and another channel's lecture as a 404.
 */
import test from 'ava';
import { aiFixture, ai } from './test-support/ai-fixture.ts';

type Fixture = Awaited<ReturnType<typeof aiFixture>>;
let f: Fixture;

test.before(async () => {
  f = await aiFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

const settingsOf = async (userId: string, lesson = f.lecture.lesson) => {
  const res = await (await f.as(userId)).get(`${ai}/settings?${f.query(f.lecture, lesson)}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const reasons = (data: { availability: Record<string, { enabled: boolean; reason?: string }> }) =>
  Object.fromEntries(
    Object.entries(data.availability).map(([k, v]) => [k, v.enabled ? 'on' : (v.reason as string)]),
  );
const allOn = { codeSolution: 'on', codeExplanation: 'on', chat: 'on', qna: 'on' };
const all = (reason: string) => ({
  codeSolution: reason,
  codeExplanation: reason,
  chat: reason,
  qna: reason,
});

test.serial('a visitor is told every feature is off because they are not logged in', async (t) => {
  // The public site with the service on (inserted before its first request: core caches the switches).
  await f.app.core
    .db('channel_services')
    .insert({ channel_id: null, service: 'AI_ASSISTANT', enabled: true });
  const visitor = f.app.client({ locale: 'en' });
  const lesson = await visitor.get(`${ai}/settings?${f.query(f.lecture, f.lecture.lesson)}`);
  t.is(lesson.status, 200);
  t.deepEqual(reasons(lesson.body.data), all('not_logged_in'));
  t.like(lesson.body.data, { effective: null, usage: null, channel: null, policyAccepted: false });
  t.like(lesson.body.data.provider, { name: 'demo', configured: true, keyRefused: false });
  const bare = await visitor.get(`${ai}/settings`);
  t.is(bare.status, 200);
  t.is(bare.body.data.availability, null);
  const inChannel = f.app.client({ host: `${f.school.slug}.localhost` });
  t.is((await inChannel.get(`${ai}/settings`)).status, 401, 'a channel is for its members');
});

test.serial('the service starts off in a new channel until its admin turns it on', async (t) => {
  const fresh = await f.app.createChannelWithMembers({
    slug: 'ai-fresh',
    members: { 'ai.fresh.admin': { role: 'admin', extra: { is_main_manager: true } } },
  });
  const admin = await fresh.login('ai.fresh.admin', { locale: 'en' });
  const services = (await admin.get('/api/channel/services')).body.data as { service: string }[];
  t.like(
    services.find((s) => s.service === 'AI_ASSISTANT'),
    { enabled: false, name: 'AI assistant', plugin: 'ai-assistant' },
  );
  t.false((await admin.get('/api/capabilities')).body.services.AI_ASSISTANT);
  t.is((await admin.get(`${ai}/settings`)).body.err.code, 'service_disabled');
  t.is((await admin.put('/api/channel/services/AI_ASSISTANT', { enabled: true })).status, 200);
  const on = await admin.get(`${ai}/settings`);
  t.is(on.status, 200);
  t.like(on.body.data.provider, { name: 'demo', configured: true, demo: true, keyRefused: false });
  t.false('apiKey' in on.body.data.provider, 'never the key');
  t.like(
    on.body.data.channel,
    { active: false, usageLimit: 9 },
    'the admin sees the channel, still inactive',
  );
});

test.serial(
  '§4 common reasons: channel inactive, policy, lesson not viewable, lecture disabled',
  async (t) => {
    t.deepEqual(reasons(await settingsOf('ai.learner')), all('channel_inactive'), 'no channel settings yet');
    await f.setChannel({});
    t.deepEqual(reasons(await settingsOf('ai.learner')), all('policy_not_accepted'));
    await (await f.as('ai.learner')).post(`${ai}/policy`, {});
    const learner = await settingsOf('ai.learner');
    t.deepEqual(reasons(learner), allOn);
    t.true(learner.policyAccepted);
    t.false(learner.editor);
    t.is(learner.channel, null, 'a learner is not shown the channel settings');
    t.like(learner.usage, { currentUsage: 0, usageLimit: 9 });
    await f.acceptPolicy('ai.stranger');
    t.deepEqual(reasons(await settingsOf('ai.stranger')), all('cannot_view'), 'a member not enrolled');
    await f.acceptPolicy('ai.teacher');
    const teacher = await settingsOf('ai.teacher');
    t.deepEqual(reasons(teacher), allOn, 'the owner needs no enrolment');
    t.true(teacher.editor);
    const owner = await f.as('ai.teacher');
    const off = await owner.put(`${ai}/lectures/${f.lecture.lecture}/settings`, {
      enabled: false,
      guardrail: 'hints',
      contentQuestion: { chatActive: true, qnaActive: true },
      codeSolution: { active: true },
      codeExplanation: { active: true },
      usageLimit: 9,
    });
    t.is(off.status, 200);
    t.deepEqual(reasons(await settingsOf('ai.learner')), all('lecture_disabled'));
    await f.clearLectureSettings();
  },
);

test.serial('§4 features: textbook, blocked language, feature flags', async (t) => {
  await f.setChannel({ blockedLanguages: ['python3'] });
  t.deepEqual(reasons(await settingsOf('ai.learner')), { ...allOn, codeSolution: 'language_blocked' });
  await f.setChannel({
    codeSolution: { active: false },
    contentQuestion: { chatActive: false, qnaActive: true },
  });
  t.deepEqual(reasons(await settingsOf('ai.learner')), {
    ...allOn,
    codeSolution: 'feature_off',
    chat: 'feature_off',
  });
  await f.setChannel({
    codeExplanation: { active: false },
    contentQuestion: { chatActive: true, qnaActive: false },
  });
  t.deepEqual(reasons(await settingsOf('ai.learner')), {
    ...allOn,
    codeExplanation: 'feature_off',
    qna: 'feature_off',
  });
  await f.setChannel({});
  await f.app.core.db('channels').where({ id: f.school.id }).update({ use_textbook: true });
  t.deepEqual(reasons(await settingsOf('ai.learner')), {
    ...allOn,
    codeSolution: 'textbook_lesson',
    codeExplanation: 'textbook_lesson',
  });
  t.deepEqual(
    reasons(await settingsOf('ai.learner', f.lecture.tutorial)),
    allOn,
    'a tutorial lesson of a textbook',
  );
  await f.app.core.db('channels').where({ id: f.school.id }).update({ use_textbook: false });
});

test.serial('§4: an exam_mode quiz turns everything off', async (t) => {
  const [quiz] = await f.app.core
    .db('workspace_quizzes')
    .insert({
      channel_id: f.school.id,
      author_id: f.ids('ai.teacher'),
      lecture_index: f.lecture.lecture,
      lesson_index: f.lecture.lesson,
      type: 'true_false',
      title: '시험 문제',
      status: 1,
      common: JSON.stringify({ title: '시험 문제', contents: '', setting: { mode: 'exam_mode' } }),
      definition: JSON.stringify({ answer: true }),
    })
    .returning('id');
  const learner = await f.as('ai.learner');
  const res = await learner.get(`${ai}/settings?${f.query(f.lecture, f.lecture.lesson, quiz.id)}`);
  t.deepEqual(reasons(res.body.data), all('exam_in_progress'));
  const otherLesson = await learner.get(`${ai}/settings?${f.query(f.lecture, f.lecture.tutorial, quiz.id)}`);
  t.is(otherLesson.status, 404, 'a quiz of another lesson');
  t.is(otherLesson.body.err.code, 'quiz_not_found');
});

const lectureSettings = (patch: Record<string, unknown> = {}) => ({
  enabled: true,
  guardrail: 'explanations',
  contentQuestion: { chatActive: true, qnaActive: false },
  codeSolution: { active: true },
  codeExplanation: { active: true },
  usageLimit: 5,
  ...patch,
});

test.serial('a lecture narrows the channel: its owner and the admin save, others are refused', async (t) => {
  await f.setChannel({ usageLimit: 7, codeSolution: { active: false } });
  const path = `${ai}/lectures/${f.lecture.lecture}/settings`;
  const owner = await f.as('ai.teacher');
  const before = await owner.get(path);
  t.is(before.status, 200);
  t.like(before.body.data.settings, { enabled: true, usageLimit: 7, codeSolution: { active: false } });

  const wider = await owner.put(path, lectureSettings());
  t.is(wider.status, 400);
  t.deepEqual(wider.body.err, {
    code: 'ai_setting_wider_than_channel',
    message: 'A feature the channel turned off cannot be on in a lecture: codeSolution.active',
  });
  const ko = await (
    await f.as('ai.teacher', 'ko')
  ).put(path, lectureSettings({ codeSolution: { active: false }, usageLimit: 8 }));
  t.is(ko.body.err.message, '강좌의 질문 수는 채널의 한도(7개)를 넘을 수 없습니다.');
  const ja = await (await f.as('ai.teacher', 'ja')).put(path, lectureSettings());
  t.is(ja.body.err.message, 'チャンネルでオフの機能は講座でオンにできません: codeSolution.active');

  const narrow = lectureSettings({ codeSolution: { active: false } });
  t.is((await owner.put(path, narrow)).status, 200);
  t.deepEqual((await owner.get(path)).body.data.settings, narrow);
  const learner = await settingsOf('ai.learner');
  t.like(learner.effective, { guardrail: 'explanations', usageLimit: 5 });
  t.deepEqual(reasons(learner), { ...allOn, codeSolution: 'feature_off', qna: 'feature_off' });

  t.is((await (await f.as('ai.admin')).put(path, narrow)).status, 200, 'the channel admin');
  for (const who of ['ai.other', 'ai.learner']) {
    const refused = await (await f.as(who)).put(path, narrow);
    t.is(refused.status, 403, who);
    t.is(refused.body.err.code, 'not_lecture_editor');
  }
  t.is((await (await f.as('ai.learner')).get(path)).status, 403);
  const bad = await owner.put(path, lectureSettings({ usageLimit: 10 }));
  t.is(bad.status, 400, '§9: at most 9');
  t.is(bad.body.err.code, 'validation');
  await f.clearLectureSettings();
});

test.serial("the channel's settings are its admin's", async (t) => {
  const body = {
    active: true,
    contentQuestion: { chatActive: true, qnaActive: true },
    codeSolution: { active: true },
    codeExplanation: { active: true },
    usageLimit: 3,
    blockedLanguages: ['c'],
    defaultGuardrail: 'explanations',
  };
  t.is((await (await f.as('ai.teacher')).put(`${ai}/channel-settings`, body)).status, 403);
  const admin = await f.as('ai.admin');
  t.is((await admin.put(`${ai}/channel-settings`, body)).status, 200);
  t.deepEqual((await admin.get(`${ai}/settings`)).body.data.channel, body);
  t.like((await settingsOf('ai.learner')).effective, { usageLimit: 3, guardrail: 'explanations' });
  const bad = await admin.put(`${ai}/channel-settings`, { ...body, blockedLanguages: ['cobol'] });
  t.is(bad.status, 400);
  await f.setChannel({});
});

test.serial(
  "another channel's lecture or lesson is a 404 like a missing one, in the caller's language",
  async (t) => {
    const foreign = f.query(f.otherLecture);
    for (const [locale, message] of [
      ['en', 'The lecture was not found.'],
      ['ko', '강좌를 찾을 수 없습니다.'],
      ['ja', '講座が見つかりません。'],
    ]) {
      const res = await (await f.as('ai.admin', locale)).get(`${ai}/settings?${foreign}`);
      t.is(res.status, 404);
      t.deepEqual(res.body.err, { code: 'lecture_not_found', message });
    }
    const admin = await f.as('ai.admin');
    t.is((await admin.get(`${ai}/usage?${foreign}`)).status, 404);
    t.is((await admin.get(`${ai}/lectures/${f.otherLecture.lecture}/settings`)).status, 404);
    t.is((await admin.get(`${ai}/lectures/999999/settings`)).status, 404);
    const mixed = `indexes[lecture]=${f.lecture.lecture}&indexes[lesson]=${f.otherLecture.lesson}`;
    t.is((await admin.get(`${ai}/usage?${mixed}`)).body.err.code, 'lesson_not_found');
    const bad = await admin.get(`${ai}/usage?indexes[lecture]=abc&indexes[lesson]=1`);
    t.is(bad.status, 400);
    t.is(bad.body.err.code, 'validation');
  },
);

test.serial('bad input is a 400 whose message is in the caller’s language', async (t) => {
  const channelBody = (await (await f.as('ai.admin')).get(`${ai}/settings`)).body.data.channel;
  const messages = new Set<string>();
  for (const locale of ['ko', 'en', 'ja']) {
    const admin = await f.as('ai.admin', locale);
    const res = await admin.put(`${ai}/channel-settings`, { ...channelBody, usageLimit: 10 });
    t.is(res.status, 400, locale);
    t.is(res.body.err.code, 'validation');
    messages.add(res.body.err.message);
  }
  t.is(messages.size, 3, 'three languages, three messages');
});
