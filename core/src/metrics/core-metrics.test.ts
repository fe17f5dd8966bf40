import test from 'ava';
import type { Knex } from 'knex';
import { pino } from 'pino';
import type { PluginGauge, StartContext } from '@seodang/sdk';
import { createCoreMetrics } from './core-metrics.ts';

const gauge = (collect: PluginGauge['collect']): PluginGauge => ({
  name: 'x',
  help: 'x',
  labelNames: ['k'],
  collect,
});

test('a plugin gauge that fails is empty on that page only; the others and core’s are there', async (t) => {
  const warnings: unknown[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  let fail = true;
  const metrics = createCoreMetrics({
    db: { client: {} } as unknown as Knex,
    log,
    sockets: () => 3,
    context: () => ({}) as StartContext,
    gauges: new Map([
      [
        'seodang_a_broken',
        {
          owner: 'a',
          def: gauge(async () => {
            if (fail) throw new Error('table is gone');
            return [{ labels: { k: 'v' }, value: 7 }];
          }),
        },
      ],
      ['seodang_b_fine', { owner: 'b', def: gauge(async () => [{ labels: { k: 'v' }, value: 2 }]) }],
    ]),
  });
  const first = await metrics.page();
  t.false(first.includes('seodang_a_broken{'));
  t.true(first.includes('seodang_b_fine{k="v"} 2'));
  t.true(first.includes('seodang_realtime_sockets 3'));
  t.like(warnings[0], { plugin: 'a', gauge: 'seodang_a_broken' });
  fail = false;
  t.true((await metrics.page()).includes('seodang_a_broken{k="v"} 7'), 'the next scrape has it again');
});
