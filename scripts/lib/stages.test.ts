import test from 'ava';
import { runStages, summaryLines } from './stages.ts';

test('stages stop at the first failure and record skips', async (t) => {
  const ran: string[] = [];
  const results = await runStages(
    [
      { name: 'one', run: async () => void ran.push('one') },
      { name: 'two', run: async () => 'skipped: nothing to do' },
      {
        name: 'three',
        run: async () => {
          throw new Error('boom');
        },
      },
      { name: 'four', run: async () => void ran.push('four') },
    ],
    { step: () => undefined, fail: () => undefined },
  );
  t.deepEqual(ran, ['one']);
  t.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'skipped', 'failed'],
  );
  t.is(results[2].note, 'boom');
  const summary = summaryLines(results).join('\n');
  t.regex(summary, /two\s+skipped.*nothing to do/);
  t.regex(summary, /total/);
});
