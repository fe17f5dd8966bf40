/**
 * Certificates: the permission matrix of rules, issue and revoke; a 12-character certId; one
 * certificate per source and learner, replaced after a name change; the public reading with its
 * verification, private ones showing only that they exist; revoking with a reason, twice a no-op.
 */
import test from 'ava';
import { uncoveredIdRoutes, type TestClient } from '@seodang/sdk/testing';
import { matrixCallers, startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
let lecture: number;
test.before(async () => {
  f = await startCredentialsFixture(['lectures', 'credentials']);
  lecture = await f.lecture();
});
test.after.always(async () => {
  await f?.app.stop();
});

/** What each caller of the matrix gets from a manager's route. */
const managerStatus: Record<(typeof matrixCallers)[number], number> = {
  anonymous: 401,
  learner: 403,
  'other.learner': 403,
  teach: 200,
  'other.teacher': 403,
  boss: 200,
  'far.admin': 404,
};

async function client(who: string, locale = 'ko'): Promise<TestClient> {
  const c = await f.as(who, { locale });
  if (who === 'anonymous') await c.open('/login'); // the tab's CSRF cookie
  return c;
}

const issueTo = async (who: string, userId: number) =>
  (await client(who)).post('/api/certificate/issue', { sourceKind: 'lecture', sourceIndex: lecture, userId });

test.serial(
  'rules, issue and revoke: the owner teacher and the channel admin; others 401, 403 or 404',
  async (t) => {
    const learner = f.school.ids.learner!;
    const { body } = await issueTo('teach', learner);
    const certId = body.data.certId as string;
    for (const who of matrixCallers) {
      const c = await client(who);
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/certificate/rules/lecture/${lecture}`],
        [
          'PUT',
          `/api/certificate/rules/lecture/${lecture}`,
          { minQuizPercent: 70, minAttendancePercent: 80, validityMonths: 24 },
        ],
        ['POST', '/api/certificate/issue', { sourceKind: 'lecture', sourceIndex: lecture, userId: learner }],
        ['POST', `/api/certificate/${certId}/revoke`, { reason: '확인 중' }],
      ];
      for (const [method, path, payload] of calls) {
        const res = await c.request(method, path, payload);
        t.is(res.status === 201 ? 200 : res.status, managerStatus[who], `${who}: ${method} ${path}`);
      }
    }
    const rule = (await (await client('boss')).get(`/api/certificate/rules/lecture/${lecture}`)).body.data;
    t.like(rule, { minQuizPercent: 70, minAttendancePercent: 80, validityMonths: 24, saved: true });
    const refused = await (await client('learner', 'en')).get(`/api/certificate/rules/lecture/${lecture}`);
    t.deepEqual(refused.body.err, {
      code: 'not_certificate_manager',
      message: "Only the lecture's or exam's teacher or the channel's admin can do this.",
    });
    t.is(
      (await (await client('teach')).get('/api/certificate/rules/exam/1')).status,
      404,
      'no assessment here',
    );
  },
);

test.serial(
  'one certificate per learner and source, a 12-character certId; a name change replaces it',
  async (t) => {
    const other = f.school.ids['other.learner']!;
    const first = await issueTo('teach', other);
    t.is(first.status, 201);
    t.regex(first.body.data.certId, /^[A-Za-z0-9_-]{12}$/);
    t.like(first.body.data, {
      holderName: '이민준',
      title: '파이썬 기초',
      revocation: null,
      visibility: 'public',
    });
    t.truthy(first.body.data.validUntil, 'the rule gives 24 months');
    const again = await issueTo('boss', other);
    t.is(again.status, 200);
    t.is(again.body.data.certId, first.body.data.certId);

    await f.app.core.db('users').where({ id: other }).update({ name: '이민준2' });
    const renamed = await issueTo('teach', other);
    t.is(renamed.status, 201);
    t.not(renamed.body.data.certId, first.body.data.certId);
    const old = (await (await client('anonymous')).get(`/api/certificate/${first.body.data.certId}`)).body
      .data;
    t.is(old.verification.state, 'revoked');
    t.is(old.revocation.reason, 'name_changed');
    const mine = (await (await client('other.learner')).get('/api/certificate')).body.data.list as {
      certId: string;
    }[];
    t.deepEqual(
      mine.map((c) => c.certId),
      [renamed.body.data.certId],
    );
  },
);

test.serial(
  'anyone reads a public certificate with its checks; a private one shows only that it exists',
  async (t) => {
    const learner = f.school.ids.learner!;
    const certId = (await issueTo('teach', learner)).body.data.certId as string;
    const anonymous = await client('anonymous');
    const page = (await anonymous.get(`/api/certificate/${certId}`)).body.data;
    t.like(page, { certId, restricted: false, holderName: '김하준', canManage: false, isHolder: false });
    t.is(page.verification.state, 'valid');
    const credential = await anonymous.request('GET', `/api/certificate/${certId}/credential`);
    t.is(credential.status, 200);
    t.regex(await credential.text(), /^eyJ/);
    // A download, never shown inline: the name plain and as RFC 5987's UTF-8 filename*.
    t.is(
      credential.headers.get('content-disposition'),
      `attachment; filename="certificate-${certId}.jwt"; filename*=UTF-8''certificate-${certId}.jwt`,
    );
    t.is(credential.headers.get('content-type'), 'application/vc+jwt');
    t.is(credential.headers.get('x-content-type-options'), 'nosniff');

    t.is(
      (
        await (
          await client('other.learner')
        ).put(`/api/certificate/${certId}/visibility`, { visibility: 'private' })
      ).status,
      403,
    );
    t.is(
      (
        await (
          await client('learner')
        ).put(`/api/certificate/${certId}/visibility`, { visibility: 'private' })
      ).status,
      200,
    );
    t.deepEqual((await anonymous.get(`/api/certificate/${certId}`)).body.data, {
      certId,
      visibility: 'private',
      restricted: true,
    });
    t.is((await anonymous.request('GET', `/api/certificate/${certId}/credential`)).status, 403);
    t.like((await (await client('learner')).get(`/api/certificate/${certId}`)).body.data, {
      restricted: false,
      isHolder: true,
    });
    t.like((await (await client('teach')).get(`/api/certificate/${certId}`)).body.data, {
      restricted: false,
      canManage: true,
    });
    // Another channel's host: not found, like a missing one.
    t.is((await (await client('far.admin')).get(`/api/certificate/${certId}`)).status, 404);
    t.is((await anonymous.get('/api/certificate/AAAAAAAAAAAA')).status, 404);
    await (await client('learner')).put(`/api/certificate/${certId}/visibility`, { visibility: 'public' });
  },
);

test.serial('revoked shows the reason to everyone; revoking again keeps the first reason', async (t) => {
  const learner = f.school.ids.learner!;
  const certId = (await issueTo('teach', learner)).body.data.certId as string;
  const teach = await client('teach');
  t.is((await teach.post(`/api/certificate/${certId}/revoke`, { reason: '' })).status, 400);
  const revoked = await teach.post(`/api/certificate/${certId}/revoke`, { reason: '부정행위 확인' });
  t.is(revoked.status, 200);
  t.is(revoked.body.data.revocation.reason, '부정행위 확인');
  await (await client('boss')).post(`/api/certificate/${certId}/revoke`, { reason: '다른 사유' });
  const page = (await (await client('anonymous', 'ja')).get(`/api/certificate/${certId}`)).body.data;
  t.is(page.verification.state, 'revoked');
  t.is(page.verification.message, '取り消された資格情報です。');
  t.is(page.revocation.reason, '부정행위 확인');
});

test.serial(
  'the certificate page opens in the channel for a visitor with no account; my list does not',
  async (t) => {
    const anonymous = await client('anonymous');
    t.is((await anonymous.open('/cert/AAAAAAAAAAAA')).status, 200);
    t.is((await anonymous.open('/learn/certificates')).status, 302);
    t.is((await (await client('learner')).open('/learn/certificates')).status, 200);
  },
);

test.serial('the learner hears of a new certificate on their user topic, once', async (t) => {
  const learnerId = f.school.ids['other.learner']!;
  const holder = await f.as('other.learner');
  const ws = new WebSocket(`${f.app.url.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie: `sd_sid=${holder.cookie('sd_sid')}`, host: f.school.host },
  } as never);
  const messages: { type: string; topic?: string; event?: string; data?: { certId?: string } }[] = [];
  ws.addEventListener('message', (e) =>
    messages.push(JSON.parse(String(e.data)) as (typeof messages)[number]),
  );
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  const topic = `user:${learnerId}`;
  ws.send(JSON.stringify({ type: 'subscribe', topic }));
  const until = async (pred: () => boolean) => {
    for (const start = Date.now(); !pred() && Date.now() - start < 5000;)
      await new Promise((r) => setTimeout(r, 20));
  };
  await until(() => messages.some((m) => m.type === 'subscribed'));
  await f.app.core.db('users').where({ id: learnerId }).update({ name: '이민준3' });
  const issued = await issueTo('teach', learnerId);
  await issueTo('teach', learnerId); // the live one again: no second event
  await until(() => messages.some((m) => m.event === 'certificate.issued'));
  await new Promise((r) => setTimeout(r, 200));
  const events = messages.filter((m) => m.topic === topic && m.event === 'certificate.issued');
  ws.close();
  t.is(events.length, 1);
  t.is(events[0]?.data?.certId, issued.body.data.certId);
});

test.serial('an id of another channel answers exactly like a missing one, on every id route', async (t) => {
  const certId = (await issueTo('teach', f.school.ids.learner!)).body.data.certId as string;
  const credential = await (
    await client('anonymous')
  ).request('GET', `/api/certificate/${certId}/credential`);
  const listUrl = JSON.parse(Buffer.from((await credential.text()).split('.')[1]!, 'base64url').toString())
    .credentialStatus.statusListCredential as string;
  const listId = Number(listUrl.split('/').at(-1));
  const admin = await client('far.admin', 'en');
  // A badge of the school: its achievement and its award.
  const badge = {
    name: '배지',
    description: '설명',
    criteria: '조건',
    image: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
  };
  const teacher = await client('teach');
  const achievement = (await teacher.post('/api/badge/achievements', badge)).body.data.id as number;
  const badgeCert = (
    await teacher.post(`/api/badge/achievements/${achievement}/award`, { userId: f.school.ids.learner! })
  ).body.data.certId as string;
  const event = {
    slug: 'iso-event',
    title: '행사',
    startsAt: '2025-01-01',
    endsAt: '2025-01-02',
    awards: ['상'],
  };
  t.is((await (await client('boss')).post('/api/certificate/event', event)).status, 201);
  const idRoutes = (
    cert: string,
    index: number,
    list: number,
    ach = achievement,
    badgeId = badgeCert,
    slug = event.slug,
  ): [string, string, unknown?][] => [
    ['GET', `/api/certificate/event/${slug}`],
    ['POST', `/api/certificate/event/${slug}/recipients`, { csv: 'login,award\nlearner,상' }],
    [
      'PUT',
      `/api/certificate/event/${slug}`,
      { title: '행사', startsAt: '2025-01-01', endsAt: '2025-01-02', awards: ['상'] },
    ],
    ['DELETE', `/api/certificate/event/${slug}`],
    ['PUT', `/api/badge/achievements/${ach}`, badge],
    ['DELETE', `/api/badge/achievements/${ach}`],
    ['POST', `/api/badge/achievements/${ach}/award`, { userId: f.school.ids.learner! }],
    ['GET', `/api/badge/achievements/${ach}/awards`],
    ['GET', `/api/badge/achievements/${ach}/candidates?q=learner`],
    ['POST', `/api/badge/achievements/${ach}/backfill`],
    // A well-formed job id of the school's channel: the badge decides first.
    ['GET', `/api/badge/achievements/${ach}/backfill/c${f.school.id}-AAAAAAAAAAAAAAAA`],
    ['POST', `/api/badge/${badgeId}/revoke`, { reason: 'x' }],
    ['GET', `/api/badge/${badgeId}/png`],
    ['GET', `/api/credentials/status/${list}`],
    ['GET', `/api/certificate/rules/lecture/${index}`],
    [
      'PUT',
      `/api/certificate/rules/lecture/${index}`,
      { minQuizPercent: 1, minAttendancePercent: 1, validityMonths: null },
    ],
    ['GET', `/api/certificate/rules/exam/${index}`],
    [
      'PUT',
      `/api/certificate/rules/exam/${index}`,
      { minScore: 1, requireIdentityVerified: false, validityMonths: null },
    ],
    ['GET', `/api/certificate/lecture/${index}`],
    ['GET', `/api/certificate/${cert}`],
    ['GET', `/api/certificate/${cert}/credential`],
    ['GET', `/api/certificate/${cert}/pdf`],
    ['PUT', `/api/certificate/${cert}/visibility`, { visibility: 'private' }],
    ['POST', `/api/certificate/${cert}/revoke`, { reason: 'x' }],
  ];
  const ours = idRoutes(certId, lecture, listId);
  const missing = idRoutes(
    'AAAAAAAAAAAA',
    2_147_483_647,
    2_147_483_647,
    2_147_483_647,
    'AAAAAAAAAAAA',
    'no-such-event',
  );
  for (const [i, [method, path, body]] of ours.entries()) {
    const other = await admin.json(method, path, method === 'GET' ? undefined : body);
    const none = await admin.json(missing[i]![0], missing[i]![1], method === 'GET' ? undefined : body);
    t.is(other.status, 404, path);
    t.deepEqual(other.body, none.body, path);
  }
  const doc = (await admin.get('/api/openapi.json')).body;
  t.deepEqual(
    uncoveredIdRoutes(
      doc,
      'credentials',
      ours.map(([method, path]) => [method, path] as const),
    ),
    [],
  );
});
