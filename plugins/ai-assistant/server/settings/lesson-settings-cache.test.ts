/**
 * Each core instance keeps a lesson's assistant settings for a few seconds and remembers who
 * accepted the notice, so a question reads neither again; a save of the channel's or the
 * lecture's settings, through any instance, applies to the very next question everywhere.
 */
import test from 'ava';
import { testPassword } from '@seodang/sdk/testing';
import {
  saveLectureSettings,
  startAskWorld,
  worldLectureSettings,
  type AskWorld,
} from '../ask/ask-fixture.ts';
import { aiSettingsChanged, settingsTtlMs } from './lesson-settings-read.ts';

let w: AskWorld;
let n = 0;
/** A fresh learner per test: each may ask 3 times a day here. */
const nextLearner = async () => {
  const login = `cached${++n}`;
  return { client: await w.addLearner(login), userId: w.school.ids[login] };
};

test.before(async () => {
  w = await startAskWorld({ sufficiencyCheck: false });
});
test.after.always(() => w?.stop());

const path = (rest: string) => `/api/${w.segment}/${rest}`;
const ask = async (client: AskWorld['learner']) => {
  const res = await client.request('POST', path('code-explanation'), {
    prompt: 'Why is my total wrong?',
    indexes: { lecture: w.lectureIndex, lesson: w.lessonIndex, quiz: w.quizIndex },
    codeLanguage: 'python3',
  });
  const text = await res.text();
  return { status: res.status, text };
};
/** The lecture's settings with code explanations on or off, saved by its owner. */
const saveExplanations = (active: boolean, client = w.teacher) =>
  saveLectureSettings(w, worldLectureSettings({ codeExplanation: { active } }), client);
const channelSettings = (codeExplanation: boolean) => ({
  active: true,
  contentQuestion: { chatActive: true, qnaActive: true },
  codeSolution: { active: true },
  codeExplanation: { active: codeExplanation },
  usageLimit: 3,
  blockedLanguages: [],
  defaultGuardrail: 'hints',
});

/** Counts this instance's reads of our lecture's settings and of our learner's acceptance. */
function watchReads(userId: number) {
  const reads = { settings: 0, policy: 0 };
  const onQuery = (q: { sql: string; bindings?: unknown[] }) => {
    const bindings = q.bindings ?? [];
    if (!/^\s*select/i.test(q.sql)) return;
    if (q.sql.includes('ai_lecture_settings') && bindings.includes(w.lectureIndex)) reads.settings++;
    if (q.sql.includes('ai_policy_acceptances') && bindings.includes(userId)) reads.policy++;
  };
  w.app.core.db.on('query', onQuery);
  return { reads, stop: () => void w.app.core.db.off('query', onQuery) };
}
const settingsHere = (client: AskWorld['learner']) =>
  client.get(
    `${path('settings')}?indexes[lecture]=${w.lectureIndex}&indexes[lesson]=${w.lessonIndex}&indexes[quiz]=${w.quizIndex}`,
  );
/** Drops every instance's copies of the school's settings, as a save of its channel settings does. */
const forgetCopies = () => w.app.core.emit(aiSettingsChanged, { channelId: w.school.id, lectureIndex: null });

test.serial('the settings are read once for a while and an acceptance once', async (t) => {
  const { client, userId } = await nextLearner();
  await forgetCopies();
  const watch = watchReads(userId);
  try {
    t.is((await settingsHere(client)).status, 200);
    t.deepEqual(watch.reads, { settings: 1, policy: 1 });
    const again = await settingsHere(client);
    t.true(again.body.data.policyAccepted);
    t.deepEqual(watch.reads, { settings: 1, policy: 1 }, 'both kept by this instance');
  } finally {
    watch.stop();
  }
});

test.serial('a notice accepted through this instance is not read again', async (t) => {
  const login = `accepts${++n}`;
  const userId = await w.app.createUser({ userId: login });
  await w.app.addMember(w.school.id, userId, 'student');
  const client = await w.school.login(login);
  const watch = watchReads(userId);
  try {
    t.is((await client.post(path('policy'), {})).status, 200);
    t.true((await client.get(path('settings'))).body.data.policyAccepted);
    t.is(watch.reads.policy, 0);
  } finally {
    watch.stop();
  }
});

test.serial('saved lecture and channel settings apply to the very next question', async (t) => {
  const { client } = await nextLearner();
  t.is((await ask(client)).status, 200, 'the settings are now kept by this instance');
  try {
    await saveExplanations(false);
    const off = await ask(client);
    t.is(off.status, 403, off.text);
    t.like(JSON.parse(off.text).err, { code: 'ai_disabled', reason: 'feature_off' });
    await saveExplanations(true);
    t.is((await ask(client)).status, 200, 'and on again');

    const admin = await w.school.login('boss');
    t.is((await admin.put(path('channel-settings'), channelSettings(false))).status, 200);
    const channelOff = await ask(client);
    t.is(channelOff.status, 403, channelOff.text);
    t.like(JSON.parse(channelOff.text).err, { code: 'ai_disabled', reason: 'feature_off' });
  } finally {
    const admin = await w.school.login('boss');
    await admin.put(path('channel-settings'), channelSettings(true));
  }
});

test.serial("a save through another core instance drops this instance's copy at once", async (t) => {
  const other = await w.app.another();
  const { client } = await nextLearner();
  const teacherOnOther = other.client({ host: w.school.host });
  await teacherOnOther.login('teach', testPassword);
  const stateHere = async () => (await settingsHere(client)).body.data.availability.codeExplanation;
  try {
    // This instance's copy is made after `copiedAt` and trusted `settingsTtlMs`: only the save's
    // event can drop it sooner.
    await forgetCopies();
    const copiedAt = Date.now();
    t.deepEqual(await stateHere(), { enabled: true });
    await saveExplanations(false, teacherOnOther);
    let state = await stateHere();
    while (state.enabled && Date.now() - copiedAt < settingsTtlMs) state = await stateHere();
    t.deepEqual(state, { enabled: false, reason: 'feature_off' });
    t.true(Date.now() - copiedAt < settingsTtlMs, 'dropped by the save, not by its age');
  } finally {
    await saveExplanations(true);
    await other.stop();
  }
});
