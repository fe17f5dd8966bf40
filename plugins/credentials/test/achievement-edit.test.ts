/**
 * Editing an achievement: its texts, image and rule with the rule's parameters change through
 * `PUT /api/badge/achievements/{id}` for the teacher who made it or the channel's admin; another
 * channel's id is not found; the checks answer translated messages; badges already awarded stay
 * with their holders, valid, when the rule changes. An achievement for a level, made or edited
 * later, reaches the channel's learners already at that level (the experience plugin says who),
 * once each.
 */
import test from 'ava';
import type { ServiceRef } from '@seodang/sdk';
import type { TestClient } from '@seodang/sdk/testing';
import { backfillLevelBadge } from '../server/badges/badge-rules.ts';
import { matrixCallers, startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture(['lectures', 'experience', 'credentials']);
});
test.after.always(async () => {
  await f?.app.stop();
});

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
const achievement = (name: string, rule: object = { kind: 'manual' }) => ({
  name,
  description: '규칙을 바꿀 배지',
  criteria: '선생님이 정합니다.',
  image: svg,
  rule,
});

const clients = new Map<string, TestClient>();
const as = async (who: string, locale = 'en') => {
  const key = `${who}:${locale}`;
  let c = clients.get(key);
  if (!c) {
    c = await f.as(who, { locale });
    clients.set(key, c);
  }
  return c;
};
const make = async (name: string, rule?: object) => {
  const r = await (await as('teach')).post('/api/badge/achievements', achievement(name, rule));
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.data.id as number;
};

test.serial('a rule is edited with its parameters; the badges awarded before it stay valid', async (t) => {
  const id = await make('바뀌는 배지');
  const teach = await as('teach');
  const learnerId = f.school.ids.learner!;
  const award = await teach.post(`/api/badge/achievements/${id}/award`, { userId: learnerId });
  t.is(award.status, 201);
  const certId = award.body.data.certId as string;

  const lecture = await f.lecture();
  const edited = await teach.put(`/api/badge/achievements/${id}`, {
    ...achievement('개근상', { kind: 'present_streak', lectureIndex: lecture, count: 5 }),
    description: '다섯 번 연속 출석',
  });
  t.is(edited.status, 200);
  t.like(edited.body.data, {
    name: '개근상',
    description: '다섯 번 연속 출석',
    rule: { kind: 'present_streak', lectureIndex: lecture, count: 5 },
    awarded: 1,
  });
  const listed = (await teach.get('/api/badge/achievements')).body.data.list.find(
    (a: { id: number }) => a.id === id,
  );
  t.deepEqual(listed.rule, { kind: 'present_streak', lectureIndex: lecture, count: 5 });

  const again = await teach.put(
    `/api/badge/achievements/${id}`,
    achievement('개근상', { kind: 'first_right' }),
  );
  t.deepEqual(again.body.data.rule, { kind: 'first_right' });

  // The award made under the old rule is kept: the holder still has it and it still verifies.
  const mine = (await (await as('learner')).get('/api/badge')).body.data.list as { certId: string }[];
  t.true(mine.some((b) => b.certId === certId));
  const page = await (await as('anonymous')).get(`/api/certificate/${certId}`);
  t.is(page.body.data.verification.state, 'valid');
});

test.serial("editing checks the rule and answers in the caller's language", async (t) => {
  const id = await make('검사 배지');
  const put = async (rule: object, locale = 'en') =>
    (await as('teach', locale)).put(`/api/badge/achievements/${id}`, achievement('검사 배지', rule));

  const level = await put({ kind: 'level_reached', level: 1 });
  t.is(level.status, 400);
  t.is(level.body.err.message, 'Enter a level to reach from 2 to 999.');
  t.is(
    (await put({ kind: 'level_reached', level: 1000 }, 'ko')).body.err.message,
    '도달할 레벨은 2~999 사이의 정수로 입력해 주세요.',
  );
  t.is(
    (await put({ kind: 'present_streak', lectureIndex: 1, count: 1 }, 'ja')).body.err.message,
    '連続出席回数は2〜100の整数で入力してください。',
  );
  const unknownKind = await put({ kind: 'whenever' });
  t.is(unknownKind.status, 400);
  const missingLecture = await put({ kind: 'lecture_completed', lectureIndex: 987_654 });
  t.is(missingLecture.status, 404);
  t.is(missingLecture.body.err.code, 'lecture_not_found');
  const badName = await (
    await as('teach')
  ).put(`/api/badge/achievements/${id}`, {
    ...achievement(''),
  });
  t.is(badName.status, 400);
  t.is(badName.body.err.message, 'Enter a badge name of 1 to 60 characters.');
  const unchanged = (await (await as('teach')).get('/api/badge/achievements')).body.data.list.find(
    (a: { id: number }) => a.id === id,
  );
  t.deepEqual(unchanged.rule, { kind: 'manual' }, 'a refused edit changes nothing');
});

test.serial(
  "editing a rule: its maker and the channel's admin; another channel's id is not found",
  async (t) => {
    const id = await make('권한 배지');
    const expected: Record<(typeof matrixCallers)[number], number> = {
      anonymous: 401,
      learner: 403,
      'other.learner': 403,
      teach: 200,
      'other.teacher': 403,
      boss: 200,
      'far.admin': 404,
    };
    for (const who of matrixCallers) {
      const r = await (
        await as(who)
      ).put(`/api/badge/achievements/${id}`, achievement('권한 배지', { kind: 'first_right' }));
      t.is(r.status, expected[who], who);
    }
    const far = await (await as('far.admin')).put(`/api/badge/achievements/${id}`, achievement('남의 배지'));
    t.is(far.body.err.code, 'achievement_not_found');
    const row = await f.app.core.db('badge_achievements').where({ id }).first('name');
    t.is(row.name, '권한 배지');
  },
);

const ruleCtx = () => ({
  db: f.app.core.db,
  config: f.app.core.config as unknown as Record<string, unknown>,
  publish: f.app.core.publish.bind(f.app.core),
  emit: f.app.core.emit.bind(f.app.core),
  optionalService<T>(ref: ServiceRef<T>): T | undefined {
    try {
      return f.app.core.service(ref);
    } catch {
      return undefined;
    }
  },
});

/** Gives a user a profile at this level in a channel (what experience keeps). */
const atLevel = async (userId: number, channelId: number, level: number) => {
  await f.app.core
    .db('experience_profiles')
    .insert({ user_id: userId, channel_id: channelId, level, total_xp: 0 })
    .onConflict(f.app.core.db.raw('(user_id, coalesce(channel_id, 0))'))
    .merge(['level']);
};
const holders = async (achievementId: number) =>
  (
    (await f.app.core
      .db('certificates')
      .where({ source_kind: 'badge', source_index: achievementId })
      .whereNull('replaced_at')
      .pluck('user_id')) as number[]
  ).sort((a, b) => a - b);
/** Waits for the background backfill to give the badge to exactly these users. */
const until = async (achievementId: number, want: number[]) => {
  const sorted = [...want].sort((a, b) => a - b);
  for (const start = Date.now(); Date.now() - start < 10_000;) {
    if (JSON.stringify(await holders(achievementId)) === JSON.stringify(sorted)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // A moment more, so that an award to someone else would have shown too.
  await new Promise((r) => setTimeout(r, 300));
  return holders(achievementId);
};

test.serial(
  "a level badge made later reaches the channel's learners already at the level, once each",
  async (t) => {
    const learner = f.school.ids.learner!;
    const other = f.school.ids['other.learner']!;
    const farAdmin = f.far.ids['far.admin']!;
    await atLevel(learner, f.school.id, 6);
    await atLevel(other, f.school.id, 3);
    // Level 9, but in the other channel: not this channel's learner.
    await atLevel(farAdmin, f.far.id, 9);

    const id = await make('레벨 5', { kind: 'level_reached', level: 5 });
    t.deepEqual(await until(id, [learner]), [learner], 'level 6 gets it, level 3 does not');
    const page = await (await as('learner')).get('/api/badge');
    const badge = page.body.data.list.find((b: { achievementId: number }) => b.achievementId === id);
    t.truthy(badge);
    t.is(
      (await (await as('anonymous')).get(`/api/certificate/${badge.certId}`)).body.data.verification.state,
      'valid',
    );

    // The rule lowered to level 3: the other learner too, and the first keeps the one award.
    const edited = await (
      await as('teach')
    ).put(`/api/badge/achievements/${id}`, achievement('레벨 3', { kind: 'level_reached', level: 3 }));
    t.is(edited.status, 200);
    t.deepEqual(
      await until(id, [learner, other]),
      [learner, other].sort((a, b) => a - b),
    );

    // Run again (a retry, a second edit): nothing more.
    t.deepEqual(await backfillLevelBadge(ruleCtx(), 'Seodang', id), { awarded: 0 });
    t.is(
      (
        await (
          await as('teach')
        ).put(`/api/badge/achievements/${id}`, achievement('레벨 3', { kind: 'level_reached', level: 3 }))
      ).status,
      200,
    );
    t.deepEqual(
      await until(id, [learner, other]),
      [learner, other].sort((a, b) => a - b),
    );
    const rows = await f.app.core
      .db('certificates')
      .where({ source_kind: 'badge', source_index: id })
      .count({ n: '*' });
    t.is(Number(rows[0]!.n), 2, 'one award per learner');
  },
);

test.serial(
  'a rule edited to a level reaches those already there; an archived one reaches no one',
  async (t) => {
    const learner = f.school.ids.learner!;
    const other = f.school.ids['other.learner']!;
    await atLevel(learner, f.school.id, 6);
    await atLevel(other, f.school.id, 3);
    const id = await make('손으로 주던 배지');
    t.deepEqual(await holders(id), []);
    const edited = await (
      await as('boss')
    ).put(
      `/api/badge/achievements/${id}`,
      achievement('손으로 주던 배지', { kind: 'level_reached', level: 4 }),
    );
    t.is(edited.status, 200);
    t.deepEqual(await until(id, [learner]), [learner]);

    // Archived (it was awarded): an edit back to a level gives no one the badge any more.
    const archived = await (await as('teach')).json('DELETE', `/api/badge/achievements/${id}`);
    t.is(archived.body.data.outcome, 'archived');
    await (
      await as('teach')
    ).put(
      `/api/badge/achievements/${id}`,
      achievement('손으로 주던 배지', { kind: 'level_reached', level: 2 }),
    );
    t.deepEqual(
      await until(id, [learner]),
      [learner],
      'the level-3 learner gets nothing from an archived badge',
    );
    t.deepEqual(await backfillLevelBadge(ruleCtx(), 'Seodang', id), { awarded: 0 });
  },
);
