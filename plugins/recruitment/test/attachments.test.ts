import { randomBytes } from 'node:crypto';
import test from 'ava';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { applicationStatus as S, type MyApplication } from '../common/index.ts';
import { startRoadmapsFixture } from '../../roadmaps/test/fixture.ts';
import { revocationUnderWay, waitForBlocked } from '../../credentials/testing/lock-waits.ts';
import { postingBody } from './fixture.ts';

let app: TestCore;
let school: TestChannel;
let academy: TestChannel;
/** Certificates issued by hand: kim's two, park's one in the school; lee's one in the academy. */
const certs = { kim: [] as string[], park: '', lee: '' };
let teacher: TestClient;

/** A lecture of the channel and a certificate of it issued to each learner, by id. */
async function certify(channel: TestChannel, learners: string[], by = 'sua'): Promise<string[]> {
  const teach = await channel.login(by);
  const { lecture } = await createLectureWithLessons(teach, [], { subject: '파이썬 기초' });
  const out: string[] = [];
  for (const learner of learners) {
    const issued = await teach.post('/api/certificate/issue', {
      sourceKind: 'lecture',
      sourceIndex: lecture,
      userId: channel.ids[learner],
    });
    if (issued.status !== 201) throw new Error(JSON.stringify(issued.body));
    out.push(issued.body.data.certId);
  }
  return out;
}

test.before(async () => {
  app = await startTestCore({
    plugins: ['lectures', 'community', 'credentials', 'experience', 'roadmaps', 'recruitment'],
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  school = await app.createChannelWithMembers({
    slug: 'attach-school',
    members: {
      kim: { role: 'student', name: '김민수' },
      park: { role: 'student', name: '박지우' },
      jin: { role: 'student', name: '정하준' },
      mina: { role: 'student', name: '윤미나' },
      noah: { role: 'student', name: '서노아' },
      yuna: { role: 'student', name: '한유나' },
      sua: { role: 'teacher', name: '최수아' },
    },
  });
  academy = await app.createChannelWithMembers({
    slug: 'attach-academy',
    members: { lee: { role: 'student', name: '이서연' }, han: { role: 'teacher', name: '한도윤' } },
  });
  const [a, b] = await certify(school, ['kim', 'park']);
  const [c] = await certify(school, ['kim']);
  certs.kim = [a!, c!];
  certs.park = b!;
  certs.lee = (await certify(academy, ['lee'], 'han'))[0]!;
  teacher = await school.login('sua');
});
test.after.always(async () => {
  await app?.stop();
});

/** A published posting of sua's in the school. */
async function published(overrides: Record<string, unknown> = {}): Promise<number> {
  const seq = (await teacher.post('/api/recruitment', postingBody(overrides))).body.data.sequence;
  const r = await teacher.put(`/api/recruitment/${seq}/publish`);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return seq;
}

const apply = (certIds: string[], consent = true) => ({
  coverMessage: '열심히 하겠습니다.',
  mobile: '01012345678',
  attachments: { credentials: { consent, certIds } },
});

/** The reviewer's view of the posting's only application. */
const reviewed = async (seq: number) =>
  (await teacher.get(`/api/recruitment/${seq}/applications`)).body.data.list[0];

test('the form offers my own live certificates with who receives them and for how long', async (t) => {
  const seq = await published();
  const kim = await school.login('kim');
  const offer = (await kim.get(`/api/recruitment/${seq}/application/attachable`)).body.data;
  t.like(offer, { recipient: { company: '한빛소프트' }, retentionDays: 180 });
  t.deepEqual(offer.credentials.map((c: { certId: string }) => c.certId).sort(), [...certs.kim].sort());
  t.true(offer.credentials.every((c: { state: string; title: string }) => c.state === 'valid' && c.title));
});

test('nothing is attached without its consent, unticking removes it, and only my own certificates of this channel', async (t) => {
  const seq = await published();
  const kim = await school.login('kim', { locale: 'en' });
  const unconsented = await kim.post(`/api/recruitment/${seq}/application`, apply([certs.kim[0]!], false));
  t.deepEqual(
    [unconsented.status, unconsented.body.err.code, unconsented.body.err.message],
    [400, 'validation', 'Please tick the consent box to attach these.'],
  );
  t.is((await app.core.db('recruitment_applications').where({ posting_id: seq })).length, 0);
  for (const foreign of [certs.park, certs.lee]) {
    const refused = await kim.post(`/api/recruitment/${seq}/application`, apply([certs.kim[0]!, foreign]));
    t.deepEqual([refused.status, refused.body.err.code], [404, 'credential_not_found'], foreign);
  }
  const malformed = await kim.post(`/api/recruitment/${seq}/application`, apply(['../etc']));
  t.is(malformed.status, 400);

  const saved = await kim.post(`/api/recruitment/${seq}/application`, apply([certs.kim[0]!]));
  t.is(saved.status, 200, JSON.stringify(saved.body));
  t.like(saved.body.data.attachments.credentials, { consent: true, certIds: [certs.kim[0]] });
  t.truthy(saved.body.data.attachments.credentials.consentedAt);
  const consent = await app.core
    .db('recruitment_application_consents')
    .where({ application_id: saved.body.data.index })
    .first();
  t.like(consent, { group: 'credentials', consent_version: '2026-11' });

  const kept = await kim.post(`/api/recruitment/${seq}/application`, {
    coverMessage: '다시',
    mobile: '01012345678',
  });
  t.deepEqual(kept.body.data.attachments.credentials.certIds, [certs.kim[0]]);
  const unticked = await kim.post(`/api/recruitment/${seq}/application`, apply([], false));
  t.deepEqual(unticked.body.data.attachments.credentials, {
    consent: false,
    certIds: [],
    consentedAt: null,
    items: [],
  });
  t.is(
    (
      await app.core
        .db('recruitment_application_credentials')
        .where({ application_id: saved.body.data.index })
    ).length,
    0,
  );
});

test('the ids are frozen at submit; the reviewer sees each live, so one revoked after submit shows revoked', async (t) => {
  const seq = await published();
  const park = await school.login('park');
  await park.post(`/api/recruitment/${seq}/application`, apply([certs.park]));
  const [a, b] = await Promise.all([
    park.post(`/api/recruitment/${seq}/application/submit`),
    park.post(`/api/recruitment/${seq}/application/submit`),
  ]);
  t.deepEqual([a.status, b.status, a.body.data.index], [200, 200, b.body.data.index]);
  t.deepEqual(a.body.data.attachments.credentials.certIds, [certs.park]);
  const late = await park.post(`/api/recruitment/${seq}/application`, apply([], false));
  t.is(late.status, 409);

  const before = await reviewed(seq);
  t.like(before.attachments.credentials[0], {
    certId: certs.park,
    holderName: '박지우',
    state: 'valid',
    sourceKind: 'lecture',
    title: '파이썬 기초',
  });
  const revoked = await teacher.post(`/api/certificate/${certs.park}/revoke`, { reason: '오류' });
  t.is(revoked.status, 200, JSON.stringify(revoked.body));
  t.is((await reviewed(seq)).attachments.credentials[0].state, 'revoked');
});

test('after submitting, the applicant sees what they attached with its live state and the consent time; nothing of another applicant', async (t) => {
  const seq = await published();
  const jin = await school.login('jin');
  const kim = await school.login('kim');
  // A learner and certificate of its own, since this test revokes it.
  const [own] = await certify(school, ['jin']);
  await setFigures(school.id, school.ids.jin!, 4, 410);
  const saved = await jin.post(`/api/recruitment/${seq}/application`, {
    ...apply([own!]),
    attachments: { credentials: { consent: true, certIds: [own!] }, experience: { consent: true } },
  });
  t.is(saved.status, 200, JSON.stringify(saved.body));
  t.is((await jin.post(`/api/recruitment/${seq}/application/submit`)).status, 200);
  await kim.post(`/api/recruitment/${seq}/application`, apply([certs.kim[1]!]));
  await kim.post(`/api/recruitment/${seq}/application/submit`);
  await setFigures(school.id, school.ids.jin!, 6, 900);

  const mine = async (client: TestClient) =>
    ((await client.get('/api/recruitment/application/my')).body.data as MyApplication[]).filter(
      (a) => a.posting.sequence === seq,
    );
  const [jins] = await mine(jin);
  t.is(jins!.status, S.SUBMITTED);
  t.deepEqual(jins!.attachments.credentials.items, [
    { certId: own!, title: '파이썬 기초', sourceKind: 'lecture', state: 'valid' },
  ]);
  t.truthy(jins!.attachments.credentials.consentedAt);
  t.like(jins!.attachments.experience, { consent: true, snapshot: { level: 4, totalXp: 410 } });
  t.truthy(jins!.attachments.experience.consentedAt);
  t.like(jins!.attachments.roadmaps, { consent: false, consentedAt: null, snapshot: [] });
  const everything = JSON.stringify(await mine(jin));
  t.false(everything.includes(certs.kim[1]!), 'nothing of another applicant');
  t.is((await mine(kim))[0]!.attachments.credentials.items[0]!.certId, certs.kim[1]);

  // The state is live: a certificate revoked after submit shows revoked to its holder too.
  const revoked = await teacher.post(`/api/certificate/${own}/revoke`, { reason: '오류' });
  t.is(revoked.status, 200, JSON.stringify(revoked.body));
  t.is((await mine(jin))[0]!.attachments.credentials.items[0]!.state, 'revoked');
});

test('blind review hides the holder and the id until PASS; withdrawal hides the attachments at once', async (t) => {
  const blind = await published({ blind: true });
  const kim = await school.login('kim');
  await kim.post(`/api/recruitment/${blind}/application`, apply([certs.kim[1]!]));
  await kim.post(`/api/recruitment/${blind}/application/submit`);
  const hidden = await reviewed(blind);
  t.like(hidden, { hidden: true, applicant: { name: null } });
  t.like(hidden.attachments.credentials[0], { certId: null, holderName: null, state: 'valid' });
  await teacher.put(`/api/recruitment/${blind}/applications/${hidden.index}/status`, { status: S.PASS });
  t.like((await reviewed(blind)).attachments.credentials[0], { certId: certs.kim[1], holderName: '김민수' });

  const open = await published();
  await kim.post(`/api/recruitment/${open}/application`, apply([certs.kim[1]!]));
  const submitted = await kim.post(`/api/recruitment/${open}/application/submit`);
  t.is((await reviewed(open)).attachments.credentials.length, 1);
  const withdrawn = await kim.delete(`/api/recruitment/${open}/application`);
  t.deepEqual(withdrawn.body.data.attachments.credentials.certIds, []);
  t.like(await reviewed(open), { status: S.CANCELED, attachments: { credentials: [] } });
  const id = submitted.body.data.index;
  t.is((await app.core.db('recruitment_application_consents').where({ application_id: id })).length, 0);

  // The retention job's deletion of an application takes its consents and ids with it.
  const passed = await app.core
    .db('recruitment_application_credentials')
    .where({ application_id: hidden.index });
  t.is(passed.length, 1);
  await app.core.db('recruitment_applications').where({ id: hidden.index }).delete();
  t.is(
    (await app.core.db('recruitment_application_credentials').where({ application_id: hidden.index })).length,
    0,
  );
  t.is(
    (await app.core.db('recruitment_application_consents').where({ application_id: hidden.index })).length,
    0,
  );
});

/** Sets a learner's experience figures in a channel (the experience plugin's own table). */
async function setFigures(channelId: number, userId: number, level: number, totalXp: number) {
  await app.core
    .db('experience_profiles')
    .insert({ user_id: userId, channel_id: channelId, level, experience_point: 10, total_xp: totalXp })
    .onConflict(app.core.db.raw('(user_id, coalesce(channel_id, 0))'))
    .merge({ level, total_xp: totalXp });
}

test('the experience figures go only with their consent and are frozen at submit; never another channel’s', async (t) => {
  const park = await school.login('park');
  await setFigures(school.id, school.ids.park!, 3, 300);
  const offer = (await park.get(`/api/recruitment/${await published()}/application/attachable`)).body.data;
  t.like(offer.experience, { level: 3, totalXp: 300 });

  // Without consent nothing is taken.
  const refused = await published();
  await park.post(`/api/recruitment/${refused}/application`, {
    ...apply([], false),
    attachments: { experience: { consent: false } },
  });
  const plain = await park.post(`/api/recruitment/${refused}/application/submit`);
  t.like(plain.body.data.attachments.experience, { consent: false, snapshot: null });
  t.is((await reviewed(refused)).attachments.experience, null);

  const seq = await published();
  const saved = await park.post(`/api/recruitment/${seq}/application`, {
    ...apply([], false),
    attachments: { experience: { consent: true } },
  });
  t.like(
    saved.body.data?.attachments.experience,
    { consent: true, snapshot: null },
    JSON.stringify(saved.body),
  );
  t.truthy(saved.body.data.attachments.experience.consentedAt);
  await setFigures(school.id, school.ids.park!, 5, 520);
  await setFigures(academy.id, school.ids.park!, 9, 9000);
  const [a, b] = await Promise.all([
    park.post(`/api/recruitment/${seq}/application/submit`),
    park.post(`/api/recruitment/${seq}/application/submit`),
  ]);
  t.deepEqual([a.status, b.status], [200, 200]);
  t.like(a.body.data.attachments.experience.snapshot, { level: 5, totalXp: 520 });
  await setFigures(school.id, school.ids.park!, 7, 800);
  t.like((await reviewed(seq)).attachments.experience, { level: 5, totalXp: 520 });
  const rows = await app.core
    .db('recruitment_application_experience')
    .where({ application_id: a.body.data.index });
  t.is(rows.length, 1);

  await park.delete(`/api/recruitment/${seq}/application`);
  t.is((await reviewed(seq)).attachments.experience, null);
  t.is(
    (await app.core.db('recruitment_application_experience').where({ application_id: a.body.data.index }))
      .length,
    0,
  );
});

test('a certificate revoked between save and submit refuses the submit, naming it; unticked, the submit goes through', async (t) => {
  const seq = await published();
  const mina = await school.login('mina', { locale: 'en' });
  // A learner and certificates of their own, since this test revokes one.
  const [keep] = await certify(school, ['mina']);
  const [revoke] = await certify(school, ['mina']);
  const saved = await mina.post(`/api/recruitment/${seq}/application`, apply([keep!, revoke!]));
  t.is(saved.status, 200, JSON.stringify(saved.body));
  t.is((await teacher.post(`/api/certificate/${revoke}/revoke`, { reason: '오류' })).status, 200);

  const refused = await mina.post(`/api/recruitment/${seq}/application/submit`);
  t.is(refused.status, 400);
  t.is(refused.body.err.code, 'credential_not_valid');
  t.is(
    refused.body.err.message,
    '“파이썬 기초” has been revoked or has expired and can not be attached. Untick it and submit again.',
  );
  t.is(refused.body.err.fields[0].path, 'body.attachments.credentials.certIds');
  const row = await app.core.db('recruitment_applications').where({ id: saved.body.data.index }).first();
  t.is(row.status, S.PENDING, 'nothing changed');
  t.is(
    (await app.core.db('recruitment_application_credentials').where({ application_id: row.id })).length,
    2,
  );
  const ko = await school.login('mina');
  const again = await ko.post(`/api/recruitment/${seq}/application`, apply([keep!, revoke!]));
  t.deepEqual([again.status, again.body.err.code], [400, 'credential_not_valid']);
  t.regex(again.body.err.message, /^'파이썬 기초'은\(는\) 취소되었거나/);

  t.is((await mina.post(`/api/recruitment/${seq}/application`, apply([keep!]))).status, 200);
  const submitted = await mina.post(`/api/recruitment/${seq}/application/submit`);
  t.is(submitted.status, 200, JSON.stringify(submitted.body));
  t.deepEqual(submitted.body.data.attachments.credentials.certIds, [keep]);
  t.like((await reviewed(seq)).attachments.credentials, [{ state: 'valid' }]);
});

test('a revocation committing while the submit runs is waited for and refuses it; the application stays saved', async (t) => {
  const seq = await published();
  const yuna = await school.login('yuna', { locale: 'en' });
  const [cert] = await certify(school, ['yuna']);
  const saved = await yuna.post(`/api/recruitment/${seq}/application`, apply([cert!]));
  t.is(saved.status, 200, JSON.stringify(saved.body));

  const db = app.core.db;
  const revoking = await revocationUnderWay(db, cert!);
  let submitDone = false;
  const submit = yuna.post(`/api/recruitment/${seq}/application/submit`).finally(() => (submitDone = true));
  try {
    t.true(await waitForBlocked(db, revoking.trx, () => submitDone), 'the submit waits for the revocation');
  } finally {
    await revoking.commit();
  }
  const refused = await submit;
  t.deepEqual([refused.status, refused.body.err?.code], [400, 'credential_not_valid']);
  const row = await db('recruitment_applications').where({ id: saved.body.data.index }).first();
  t.is(row.status, S.PENDING);
  t.is(row.submitted_at, null);
});

test('with no experience profile the group is offered as no record and attaches nothing, never a made-up first level', async (t) => {
  const seq = await published();
  const noah = await school.login('noah');
  const offer = (await noah.get(`/api/recruitment/${seq}/application/attachable`)).body.data;
  t.like(offer, { experience: null, noExperienceRecord: true });
  const consented = await noah.post(`/api/recruitment/${seq}/application`, {
    ...apply([], false),
    attachments: { experience: { consent: true } },
  });
  t.deepEqual([consented.status, consented.body.err?.code], [404, 'not_offered']);
  const saved = await noah.post(`/api/recruitment/${seq}/application`, apply([], false));
  t.is(saved.status, 200);
  const submitted = await noah.post(`/api/recruitment/${seq}/application/submit`);
  t.like(submitted.body.data.attachments.experience, { consent: false, snapshot: null });
  t.is((await reviewed(seq)).attachments.experience, null);
  t.is(
    (await app.core.db('recruitment_application_experience').where({ application_id: saved.body.data.index }))
      .length,
    0,
  );
  // With a record, the same learner is offered their figures.
  await setFigures(school.id, school.ids.noah!, 2, 120);
  const later = (await noah.get(`/api/recruitment/${await published()}/application/attachable`)).body.data;
  t.like(later, { experience: { level: 2, totalXp: 120 }, noExperienceRecord: false });
});

/** The posting's CSV export as text, in the client's language. */
const exported = async (client: TestClient, seq: number) => {
  const response = await client.request('GET', `/api/recruitment/${seq}/applications/export`);
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
};

test('the CSV lists each attachment group in its own column; blind review leaves certificate ids out until PASS', async (t) => {
  const blind = await published({ blind: true });
  const kim = await school.login('kim');
  await setFigures(school.id, school.ids.kim!, 2, 150);
  await kim.post(`/api/recruitment/${blind}/application`, {
    ...apply([certs.kim[1]!]),
    attachments: { credentials: { consent: true, certIds: [certs.kim[1]!] }, experience: { consent: true } },
  });
  t.is((await kim.post(`/api/recruitment/${blind}/application/submit`)).status, 200);
  const en = await school.login('sua', { locale: 'en' });
  const hidden = await exported(en, blind);
  const [header, row] = hidden.replace('\uFEFF', '').split('\n');
  t.true(
    header!.endsWith(',Certificates and badges,Level and experience,Roadmap progress,Screening assessment'),
    header,
  );
  t.true(row!.endsWith(',파이썬 기초 (Verified),Lv. 2 · 150 XP in all,,'), row);
  t.false(hidden.includes(certs.kim[1]!), 'no certificate id under blind review');
  t.false(hidden.includes('김민수'));

  const id = (await reviewed(blind)).index;
  await teacher.put(`/api/recruitment/${blind}/applications/${id}/status`, { status: S.PASS });
  const shown = await exported(teacher, blind);
  t.true(shown.startsWith('\uFEFF번호,'));
  t.true(shown.includes(`파이썬 기초 (검증됨, ${certs.kim[1]})`), shown);
  t.true(shown.includes('Lv. 2 · 누적 150 XP'));
  t.true(shown.includes('김민수'));
});

test('roadmap progress goes only with its consent and is frozen at submit; withdrawal hides it', async (t) => {
  const road = await startRoadmapsFixture(app);
  const teach = await road.as('teach');
  const sequence = (await teach.post('/api/roadmap', road.body())).body.data.sequence as number;
  await teach.put(`/api/roadmap/${sequence}/publish`, { isPublished: true });
  const learner = await road.as('learner');
  await learner.post('/api/roadmap/user', { roadmapIdList: [sequence] });
  t.is((await learner.put(`/api/roadmap/${sequence}/nodes/project/progress`, { state: 'done' })).status, 200);
  const seq = (await teach.post('/api/recruitment', postingBody())).body.data.sequence as number;
  t.is((await teach.put(`/api/recruitment/${seq}/publish`)).status, 200);

  const offer = (await learner.get(`/api/recruitment/${seq}/application/attachable`)).body.data;
  t.like(offer.roadmaps[0], { sequence, done: 1 });
  const saved = await learner.post(`/api/recruitment/${seq}/application`, {
    ...apply([], false),
    attachments: { roadmaps: { consent: true } },
  });
  t.like(saved.body.data.attachments.roadmaps, { consent: true, snapshot: [] });
  const submitted = await learner.post(`/api/recruitment/${seq}/application/submit`);
  t.like(submitted.body.data.attachments.roadmaps.snapshot[0], { sequence, done: 1 });
  const skipped = await learner.put(`/api/roadmap/${sequence}/nodes/project/progress`, { state: 'skipped' });
  t.is(skipped.status, 200, JSON.stringify(skipped.body));
  const list = (await teach.get(`/api/recruitment/${seq}/applications`)).body.data.list;
  t.like(list[0].attachments.roadmaps[0], { sequence, title: '파이썬 백엔드 입문', done: 1, skipped: 0 });
  t.is(list[0].attachments.experience, null);
  const csv = await exported(teach, seq);
  const taken = submitted.body.data.attachments.roadmaps.snapshot[0];
  t.true(csv.split('\n')[1]!.endsWith(`,,,파이썬 백엔드 입문: ${taken.percent}% (1/${taken.total}),`), csv);
  await learner.delete(`/api/recruitment/${seq}/application`);
  const after = (await teach.get(`/api/recruitment/${seq}/applications`)).body.data.list;
  t.deepEqual(after[0].attachments.roadmaps, []);
});
