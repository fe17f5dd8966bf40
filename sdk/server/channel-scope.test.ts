import test from 'ava';
import type { Knex } from 'knex';
import { channelLookup, type ScopedKindDef } from './channel-scope.ts';
import { AppError } from './errors.ts';

/** Quizzes 1 and 2 live in channel 7, quiz 3 on the public site (channel null). */
const quizzes = [
  { id: 1, channel: 7, title: 'a' },
  { id: 2, channel: 7, title: 'b' },
  { id: 3, channel: null, title: 'c' },
];
const asked: (readonly number[])[] = [];
const quizKind: ScopedKindDef<(typeof quizzes)[number]> = {
  kind: 'quiz',
  async find(_db, ids, channelIndex) {
    asked.push(ids);
    return quizzes.filter((q) => ids.includes(q.id) && q.channel === channelIndex);
  },
};
const kinds = (kind: string) => (kind === 'quiz' ? (quizKind as unknown as ScopedKindDef) : undefined);
const db = {} as Knex;

test.serial(
  'an id of the channel resolves to its row; one of another channel is the same 404 as a missing one',
  async (t) => {
    const school = channelLookup(kinds, db, 7);
    t.like(await school.inChannel('quiz', 2), { id: 2, title: 'b' });
    const foreign = await t.throwsAsync(school.inChannel('quiz', 3), { instanceOf: AppError });
    const absent = await t.throwsAsync(school.inChannel('quiz', 99), { instanceOf: AppError });
    t.is(foreign.status, 404);
    t.deepEqual(
      [foreign.status, foreign.code, foreign.messageKey],
      [absent.status, absent.code, absent.messageKey],
    );
    const publicSite = channelLookup(kinds, db, null);
    t.like(await publicSite.inChannel('quiz', 3), { id: 3 });
    await t.throwsAsync(publicSite.inChannel('quiz', 1), { instanceOf: AppError });
  },
);

test.serial(
  'many ids: all or a 404, in the order asked, each asked once; the caller may name the 404',
  async (t) => {
    const school = channelLookup(kinds, db, 7);
    asked.length = 0;
    t.deepEqual(
      (await school.inChannelMany<{ id: number }>('quiz', [2, 1, 2])).map((q) => q.id),
      [2, 1],
    );
    t.deepEqual(asked, [[2, 1]]);
    t.deepEqual(await school.inChannelMany('quiz', []), []);
    const err = await t.throwsAsync(
      school.inChannelMany('quiz', [1, 3], { code: 'quiz_not_found', messageKey: 'x.quiz_not_found' }),
      { instanceOf: AppError },
    );
    t.deepEqual([err.status, err.code, err.messageKey], [404, 'quiz_not_found', 'x.quiz_not_found']);
  },
);

test.serial(
  'keepInChannel drops what is not in the channel; ids out of range never reach the query',
  async (t) => {
    const school = channelLookup(kinds, db, 7);
    asked.length = 0;
    t.deepEqual(
      (await school.keepInChannel<{ id: number }>('quiz', [3, 1, -1, 1.5, 2])).map((q) => q.id),
      [1, 2],
    );
    t.deepEqual(asked, [[3, 1, 2]]);
    await t.throwsAsync(school.inChannel('quiz', 0), { instanceOf: AppError });
  },
);

test.serial('an unregistered kind is a programming error, not a 404', async (t) => {
  const school = channelLookup(kinds, db, 7);
  t.false(school.hasScopedKind('lesson'));
  t.true(school.hasScopedKind('quiz'));
  const err = await t.throwsAsync(school.inChannel('lesson', 1));
  t.false(err instanceof AppError);
});
