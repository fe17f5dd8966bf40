/**
 * `/certification/{event}`: the channel's admin creates an event and issues its certificates from a
 * CSV (login or e-mail, award, team), every row or none with a per-row report; the page's API shows
 * the event and the member's own certificates; another channel's event is not found.
 */
import test from 'ava';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture(['credentials']);
});
test.after.always(async () => {
  await f?.app.stop();
});

const event = {
  slug: 'seodang-hackathon-2025',
  title: '서당 해커톤 2025',
  startsAt: '2025-11-01T00:00:00.000Z',
  endsAt: '2025-11-02T09:00:00.000Z',
  awards: ['대상', '우수상', '참가상'],
};
const path = `/api/certificate/event/${event.slug}`;

test.serial('only the channel admin creates an event; the slug is unique in the channel', async (t) => {
  t.is((await (await f.as('anonymous')).post('/api/certificate/event', event)).status, 401);
  t.is((await (await f.as('teach')).post('/api/certificate/event', event)).status, 403);
  t.is((await (await f.as('learner')).post('/api/certificate/event', event)).status, 403);
  const created = await (await f.as('boss')).post('/api/certificate/event', event);
  t.is(created.status, 201, JSON.stringify(created.body));
  t.is((await (await f.as('boss')).post('/api/certificate/event', event)).status, 409);
  const bad = await (
    await f.as('boss', { locale: 'en' })
  ).post('/api/certificate/event', {
    ...event,
    slug: 'Not A Slug',
    endsAt: '2025-10-01T00:00:00.000Z',
  });
  t.is(bad.status, 400);
  // Another channel's admin does not see it, and may use the same slug in their own channel.
  t.is((await (await f.as('far.admin')).get(path)).status, 404);
  t.is((await (await f.as('far.admin')).post('/api/certificate/event', event)).status, 201);
});

test.serial(
  'a CSV with a wrong row issues nothing and names each row; a good one issues every row',
  async (t) => {
    const boss = await f.as('boss', { locale: 'en' });
    const recipients = (csv: string) => boss.post(`${path}/recipients`, { csv });
    const wrong = await recipients(
      [
        'login,award,team',
        'learner,대상,서당팀',
        'nobody,우수상,',
        'other.learner,없는상,',
        'learner,참가상,',
      ].join('\n'),
    );
    t.is(wrong.status, 400);
    t.is(wrong.body.err.code, 'invalid_rows');
    t.deepEqual(
      wrong.body.err.fields.map((f: { message: string }) => f.message),
      [
        'Line 3: no such member of the channel.',
        'Line 4: the event has no such award.',
        'Line 5: the same person is on an earlier line.',
      ],
    );
    t.is((await f.app.core.db('certificates').where({ source_kind: 'event' })).length, 0, 'none issued');
    t.is((await recipients('name,prize\nlearner,대상')).body.err.code, 'malformed_csv');
    t.is(
      (await (await f.as('teach')).post(`${path}/recipients`, { csv: 'login,award\nlearner,대상' })).status,
      403,
    );

    const email = (await f.app.core.db('users').where({ id: f.school.ids['other.learner']! }).first('email'))
      .email;
    const good = await recipients(['login,award,team', 'learner,대상,서당팀', `${email},참가상,`].join('\n'));
    t.is(good.status, 201, JSON.stringify(good.body));
    t.is(good.body.data.issued, 2);
    // Uploading the same file again issues nothing new.
    t.is((await recipients(['login,award,team', 'learner,대상,서당팀'].join('\n'))).body.data.issued, 0);

    const page = await (await f.as('learner')).get(path);
    t.is(page.status, 200);
    t.like(page.body.data, { title: '서당 해커톤 2025', recipients: 2 });
    t.is(page.body.data.mine.length, 1);
    t.is(page.body.data.mine[0].title, '서당 해커톤 2025 · 대상');
    const certId = page.body.data.mine[0].certId as string;
    const check = await (await f.as('anonymous')).get(`/api/certificate/${certId}`);
    t.is(check.body.data.verification.state, 'valid');
    // A visitor with no account sees the event, and no certificates of their own.
    const visitor = await (await f.as('anonymous')).get(path);
    t.is(visitor.status, 200);
    t.deepEqual(visitor.body.data.mine, []);
  },
);
