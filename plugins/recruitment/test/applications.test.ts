import test from 'ava';
import { fileStorageRef } from '@seodang/sdk';
import { applicationStatus as S } from '../common/index.ts';
import { purgeExpiredApplications, retentionDays } from '../server/retention.ts';
import { startFixture, postingBody, type Fixture } from './fixture.ts';

let f: Fixture;
test.before(async () => {
  f = await startFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

/** A published posting of sua's, with `overrides` on its input. */
async function published(overrides: Record<string, unknown> = {}): Promise<number> {
  const sua = await f.as('sua');
  const seq = (await sua.post('/api/recruitment', postingBody(overrides))).body.data.sequence;
  const r = await sua.put(`/api/recruitment/${seq}/publish`);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return seq;
}

const apply = {
  coverMessage: '열심히 하겠습니다.',
  mobile: '01012345678',
  portfolioLink: 'https://github.com/kim',
};

test.serial(
  'save (PENDING), submit (SUBMITTED, idempotent), withdraw (CANCELED); one application per applicant',
  async (t) => {
    const seq = await published();
    const kim = await f.as('kim');
    t.is((await kim.post(`/api/recruitment/${seq}/application/submit`)).status, 404);
    const saved = await kim.post(`/api/recruitment/${seq}/application`, { ...apply, mobile: '' });
    t.like(saved.body.data, { status: S.PENDING, mobile: null, posting: { sequence: seq } });
    const noMobile = await kim.post(`/api/recruitment/${seq}/application/submit`);
    t.deepEqual(
      [noMobile.status, noMobile.body.err.message],
      [400, '제출하려면 휴대폰 번호를 입력해 주세요.'],
    );
    t.deepEqual(
      noMobile.body.err.fields.map((x: { path: string }) => x.path),
      ['body.mobile'],
    );
    const resaved = await kim.post(`/api/recruitment/${seq}/application`, apply);
    t.is(resaved.body.data.index, saved.body.data.index);
    const [a, b] = await Promise.all([
      kim.post(`/api/recruitment/${seq}/application/submit`),
      kim.post(`/api/recruitment/${seq}/application/submit`),
    ]);
    t.deepEqual([a.status, b.status], [200, 200]);
    t.is(a.body.data.index, b.body.data.index);
    t.is(a.body.data.submittedAt, b.body.data.submittedAt);
    t.is(a.body.data.status, S.SUBMITTED);
    const edit = await kim.post(`/api/recruitment/${seq}/application`, apply);
    t.deepEqual([edit.status, edit.body.err.code], [409, 'illegal_transition']);
    const rows = await f.app.core.db('recruitment_applications').where({ posting_id: seq });
    t.is(rows.length, 1);
    t.like((await kim.delete(`/api/recruitment/${seq}/application`)).body.data, { status: S.CANCELED });
    t.like((await kim.delete(`/api/recruitment/${seq}/application`)).body.data, { status: S.CANCELED });
    t.is((await kim.post(`/api/recruitment/${seq}/application/submit`)).status, 409);
    const mine = (await kim.get('/api/recruitment/application/my')).body.data;
    t.like(mine[0], { status: S.CANCELED, posting: { sequence: seq, title: '여름 방학 백엔드 인턴' } });
  },
);

test.serial(
  'submitting only while the period proceeds and the posting is published; a scheduled one waits',
  async (t) => {
    const later = await published({
      openAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      closeAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    });
    const kim = await f.as('kim', { locale: 'en' });
    t.is((await kim.post(`/api/recruitment/${later}/application`, apply)).status, 200);
    const early = await kim.post(`/api/recruitment/${later}/application/submit`);
    t.deepEqual(early.body.err, {
      code: 'not_proceeding',
      message: 'Applications are not being accepted now.',
    });
    t.is(early.status, 409);
    const open = await published();
    t.is((await kim.post(`/api/recruitment/${open}/application`, apply)).status, 200);
    await (await f.as('sua')).put(`/api/recruitment/${open}/close`);
    t.is((await kim.post(`/api/recruitment/${open}/application/submit`)).status, 409);
    t.is((await kim.post(`/api/recruitment/${open}/application`, apply)).status, 409);
    const sua = await f.as('sua');
    const draft = (await sua.post('/api/recruitment', postingBody())).body.data.sequence;
    t.is((await kim.post(`/api/recruitment/${draft}/application`, apply)).status, 404);
  },
);

test.serial('nobody applies to a posting they manage; the anonymous are asked to sign in', async (t) => {
  const seq = await published();
  for (const who of ['sua', 'jang'] as const) {
    const r = await (await f.as(who)).post(`/api/recruitment/${seq}/application`, apply);
    t.deepEqual([r.status, r.body.err.code], [403, 'own_posting'], who);
  }
  t.is((await (await f.as('tae')).post(`/api/recruitment/${seq}/application`, apply)).status, 200);
  t.is((await f.anonymous().post(`/api/recruitment/${seq}/application`, apply)).status, 401);
  t.is((await f.anonymous().get('/api/recruitment/application/my')).status, 401);
});

test.serial(
  'review: the owner and admins only; filter, search, verdicts one by one and in bulk, notes, notifications',
  async (t) => {
    const seq = await published();
    for (const who of ['kim', 'park'] as const) {
      const c = await f.as(who);
      await c.post(`/api/recruitment/${seq}/application`, { ...apply, coverMessage: `${who}의 지원서` });
      await c.post(`/api/recruitment/${seq}/application/submit`);
    }
    // A saved draft stays the applicant's own.
    await (await f.as('tae')).post(`/api/recruitment/${seq}/application`, apply);
    const list = { kim: 403, park: 403, tae: 403, oh: 404, sua: 200, jang: 200 } as const;
    for (const [who, status] of Object.entries(list))
      t.is(
        (await (await f.as(who as 'kim')).get(`/api/recruitment/${seq}/applications`)).status,
        status,
        who,
      );
    const sua = await f.as('sua');
    const all = (await sua.get(`/api/recruitment/${seq}/applications`)).body.data.list;
    t.deepEqual(
      all.map((a: { applicant: { name: string } }) => a.applicant.name),
      ['김민수', '박지우'],
    );
    const found = (await sua.get(`/api/recruitment/${seq}/applications?search=${encodeURIComponent('박지')}`))
      .body.data.list;
    t.deepEqual(
      found.map((a: { applicant: { name: string } }) => a.applicant.name),
      ['박지우'],
    );
    const [kimApp, parkApp] = all.map((a: { index: number }) => a.index);
    const kimClient = await f.as('kim');
    t.is(
      (await kimClient.put(`/api/recruitment/${seq}/applications/${kimApp}/status`, { status: 2 })).status,
      403,
    );
    const pass = await sua.put(`/api/recruitment/${seq}/applications/${kimApp}/status`, {
      status: 2,
      note: '면접 제안',
    });
    t.like(pass.body.data, { status: S.PASS, note: '면접 제안', applicant: { name: '김민수' } });
    const bulk = await sua.put(`/api/recruitment/${seq}/applications/status`, {
      ids: [kimApp, parkApp],
      status: 3,
    });
    t.deepEqual(bulk.body.data.list.map((a: { status: number }) => a.status).sort(), [S.FAIL, S.FAIL]);
    t.deepEqual((await sua.get(`/api/recruitment/${seq}/applications?status=3`)).body.data.list.length, 2);
    const notes = await f.app.core.db('community_notifications').where({ user_id: f.ids.kim }).orderBy('id');
    t.is(notes.length, 2);
    t.like(notes[0], { link: '/recruitment/my' });
    // A verdict on a draft, or on an application of another posting, changes nothing.
    const tae = (
      await f.app.core.db('recruitment_applications').where({ posting_id: seq, user_id: f.ids.tae }).first()
    ).id;
    const onDraft = await sua.put(`/api/recruitment/${seq}/applications/status`, {
      ids: [kimApp, tae],
      status: 2,
    });
    t.is(onDraft.status, 409);
    t.is((await f.app.core.db('recruitment_applications').where({ id: kimApp }).first()).status, S.FAIL);
    const other = await published();
    t.is(
      (await sua.put(`/api/recruitment/${other}/applications/${kimApp}/status`, { status: 2 })).status,
      404,
    );
    t.is((await sua.put(`/api/recruitment/${seq}/applications/${kimApp}/status`, { status: 4 })).status, 400);
    const counts = (await sua.get('/api/lecture/recruitment')).body.data.find(
      (p: { sequence: number }) => p.sequence === seq,
    ).applicationCounts;
    t.deepEqual(counts, { submitted: 0, pass: 0, fail: 2, total: 2 });
  },
);

test.serial(
  'blind review hides name, e-mail, mobile, portfolio and résumé until PASS, in the list, the search, the download and the CSV',
  async (t) => {
    const seq = await published({ blind: true });
    const kim = await f.as('kim');
    await kim.post(`/api/recruitment/${seq}/application`, apply);
    const cv = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]);
    await kim.upload('PUT', `/api/recruitment/${seq}/application/resume`, {
      file: { name: '김민수 이력서.pdf', type: 'application/pdf', bytes: cv },
    });
    await kim.post(`/api/recruitment/${seq}/application/submit`);
    const sua = await f.as('sua');
    const [row] = (await sua.get(`/api/recruitment/${seq}/applications`)).body.data.list;
    t.like(row, { hidden: true, applicant: { id: null, name: null, email: null, mobile: null } });
    t.is(row.coverMessage, apply.coverMessage);
    t.deepEqual([row.portfolioLink, row.resume], [null, null], 'a link or a file name can name a person');
    const resumeUrl = `/api/recruitment/${seq}/applications/${row.index}/resume`;
    const refused = await sua.request('GET', resumeUrl);
    t.is(refused.status, 403);
    t.is(((await refused.json()) as { err: { code: string } }).err.code, 'blind_review');
    t.deepEqual(
      (await sua.get(`/api/recruitment/${seq}/applications?search=${encodeURIComponent('김민')}`)).body.data
        .list,
      [],
    );
    const csv = await sua.request('GET', `/api/recruitment/${seq}/applications/export`);
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    t.is(csv.status, 200);
    t.true(text.startsWith('\uFEFF번호,상태,이름'));
    t.false(text.includes('김민수'));
    t.false(text.includes('01012345678'));
    t.true(text.includes('(블라인드)'));
    t.false(text.includes(apply.portfolioLink));
    const passed = await sua.put(`/api/recruitment/${seq}/applications/${row.index}/status`, { status: 2 });
    t.like(passed.body.data, {
      hidden: false,
      applicant: { name: '김민수', mobile: '01012345678' },
      portfolioLink: apply.portfolioLink,
      resume: { name: '김민수 이력서.pdf', size: cv.length },
    });
    const opened = await sua.request('GET', resumeUrl);
    t.is(opened.status, 200);
    t.deepEqual(Buffer.from(await opened.arrayBuffer()), cv);
    const after = Buffer.from(
      await (await sua.request('GET', `/api/recruitment/${seq}/applications/export`)).arrayBuffer(),
    ).toString('utf8');
    t.true(after.includes('김민수'));
    t.true(after.includes('합격'));
  },
);

test.serial('the CSV writes a cell that looks like a formula as text', async (t) => {
  const seq = await published();
  const park = await f.as('park');
  await park.post(`/api/recruitment/${seq}/application`, { ...apply, coverMessage: '=HYPERLINK("x")' });
  await park.post(`/api/recruitment/${seq}/application/submit`);
  const sua = await f.as('sua', { locale: 'en' });
  const text = Buffer.from(
    await (await sua.request('GET', `/api/recruitment/${seq}/applications/export`)).arrayBuffer(),
  ).toString('utf8');
  t.true(text.startsWith('\uFEFFNo.,Status,Name'));
  t.true(text.includes(`"'=HYPERLINK(""x"")"`));
});

test.serial(
  'the résumé: a PDF by its first bytes, at most 10 MB, while saved; reviewers read it once submitted; withdrawal deletes it',
  async (t) => {
    const seq = await published();
    const park = await f.as('park', { locale: 'en' });
    await park.open('/login');
    const pdf = (bytes: Buffer, name = 'cv.pdf') => ({ file: { name, type: 'application/pdf', bytes } });
    const real = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
    const url = `/api/recruitment/${seq}/application/resume`;
    t.is((await park.upload('PUT', url, pdf(real))).status, 404); // nothing saved yet
    await park.post(`/api/recruitment/${seq}/application`, apply);
    const fake = await park.upload('PUT', url, pdf(Buffer.from('<html>not a pdf</html>')));
    t.deepEqual([fake.status, fake.body.err.message], [400, 'The résumé must be a PDF file.']);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooBig = await park.upload('PUT', url, pdf(big));
    t.deepEqual([tooBig.status, tooBig.body.err.code], [400, 'resume_too_large']);
    const up = await park.upload('PUT', url, pdf(real, '../../내 이력서.pdf'));
    t.is(up.status, 200);
    t.deepEqual(up.body.data.resume, { name: '내 이력서.pdf', size: real.length });
    const sua = await f.as('sua');
    const row = (await f.app.core.db('recruitment_applications').where({ posting_id: seq }).first()) as {
      id: number;
      resume_key: string;
    };
    const reviewerUrl = `/api/recruitment/${seq}/applications/${row.id}/resume`;
    t.is((await sua.request('GET', reviewerUrl)).status, 404); // a saved draft is the applicant's own
    await park.post(`/api/recruitment/${seq}/application/submit`);
    const got = await sua.request('GET', reviewerUrl);
    t.is(got.status, 200);
    t.is(got.headers.get('content-type'), 'application/pdf');
    t.deepEqual(Buffer.from(await got.arrayBuffer()), real);
    t.is((await (await f.as('tae')).request('GET', reviewerUrl)).status, 403);
    t.is((await park.upload('PUT', url, pdf(real))).status, 409);
    const mine = await park.request('GET', url);
    t.deepEqual(Buffer.from(await mine.arrayBuffer()), real);
    t.is((await park.delete(`/api/recruitment/${seq}/application`)).body.data.resume, null);
    t.is((await sua.request('GET', reviewerUrl)).status, 404);
    const store = f.app.core.service(fileStorageRef).forPlugin('recruitment');
    const channel = (await f.app.core.db('channels').where({ slug: 'school' }).first()).id;
    t.is(await store.head(`channel-${channel}/${row.resume_key}`), null);
  },
);

test.serial(
  'retention: 180 days after its posting closed, an application and its résumé are deleted; younger ones stay',
  async (t) => {
    const day = 86_400_000;
    const old = await published();
    const recent = await published();
    const jiwoo = await f.as('park');
    await jiwoo.open('/login');
    const real = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
    for (const seq of [old, recent]) {
      await jiwoo.post(`/api/recruitment/${seq}/application`, apply);
      await jiwoo.upload('PUT', `/api/recruitment/${seq}/application/resume`, {
        file: { name: 'cv.pdf', type: 'application/pdf', bytes: real },
      });
      await jiwoo.post(`/api/recruitment/${seq}/application/submit`);
    }
    const db = f.app.core.db;
    const now = new Date();
    await db('recruitment_postings')
      .where({ id: old })
      .update({ state: 'CLOSED', closed_at: new Date(now.getTime() - (retentionDays + 1) * day) });
    await db('recruitment_postings')
      .where({ id: recent })
      .update({ close_at: new Date(now.getTime() - (retentionDays - 1) * day) });
    const oldRow = await db('recruitment_applications').where({ posting_id: old }).first();
    const store = f.app.core.service(fileStorageRef).forPlugin('recruitment');
    const channel = (await db('channels').where({ slug: 'school' }).first()).id;
    t.truthy(await store.head(`channel-${channel}/${oldRow.resume_key}`));
    const first = await purgeExpiredApplications(db, store, now);
    t.deepEqual(first, { applications: 1, resumes: 1 });
    t.is(await db('recruitment_applications').where({ posting_id: old }).first(), undefined);
    t.is(await store.head(`channel-${channel}/${oldRow.resume_key}`), null);
    t.truthy(await db('recruitment_applications').where({ posting_id: recent }).first());
    t.deepEqual(await purgeExpiredApplications(db, store, now), { applications: 0, resumes: 0 });
  },
);

test.serial(
  'without the credentials and experience plugins neither group is offered nor can be attached',
  async (t) => {
    const seq = await published();
    const park = await f.as('park');
    const offer = (await park.get(`/api/recruitment/${seq}/application/attachable`)).body.data;
    t.like(offer, {
      credentials: null,
      experience: null,
      roadmaps: null,
      retentionDays: 180,
      recipient: { company: '한빛소프트' },
    });
    const refused = await park.post(`/api/recruitment/${seq}/application`, {
      ...apply,
      attachments: { credentials: { consent: true, certIds: ['abcdefghijkl'] } },
    });
    t.deepEqual([refused.status, refused.body.err.code], [404, 'credential_not_found']);
    const noExperience = await park.post(`/api/recruitment/${seq}/application`, {
      ...apply,
      attachments: { experience: { consent: true } },
    });
    t.deepEqual([noExperience.status, noExperience.body.err.code], [404, 'not_offered']);
  },
);
