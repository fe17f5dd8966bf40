// Search benchmark: `/api/lecture/list/summary?search=…` (the /search screen's call) over 10,000
// seeded lectures (Korean and English subjects, plugins/lectures/server/sample-catalogue.ts) at
// concurrency 20, against the same SQL run directly in PostgreSQL and a bare indexed lookup (one
// lecture by primary key) in the same run. Prints p99 and requests/s of each and the ratios to
// the bare lookup, after the index (or sequential scan) each statement's plan reads.
// The endpoint keeps counts per category briefly per channel and filters, so HTTP is measured
// twice: as deployed (counts cached) and cold (cache cleared before every request), against both
// of the endpoint's statements (rows, counts) run directly.
// The endpoint also keeps each page's ranked ids and the rows (dropped on catalogue writes), so besides the
// seven popular searches above it runs a long-tail mix: a Zipf-distributed draw over 170 searches
// and three pages, whose first sight of each search and page misses the cache.
// Needs DATABASE_URL (admin) and REDIS_URL, like the tests.
import pg from 'pg';
import { startTestCore } from '@seodang/sdk/testing';
import type { RequestContext } from '@seodang/sdk';
import { lectureListQuery } from '../../plugins/lectures/common/index.ts';
import {
  sampleSearches,
  sampleSearchMix,
  seedSampleCatalogue,
} from '../../plugins/lectures/server/sample-catalogue.ts';
import { catalogueRowsQuery, catalogueStatements } from '../../plugins/lectures/server/catalogue-query.ts';
import { categoryCountsQuery, countsCache } from '../../plugins/lectures/server/category-counts.ts';
import { pageCache, rowCache } from '../../plugins/lectures/server/catalogue-cache.ts';

const total = 10_000;
const concurrency = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const queries = sampleSearches;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Runs `task` from `concurrency` loops for `duration` seconds; returns p99 (ms) and requests/s. */
async function load(task: (i: number) => Promise<void>, duration = seconds) {
  const latencies: number[] = [];
  const end = performance.now() + duration * 1000;
  let n = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await task(n++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p99: latencies[Math.floor(latencies.length * 0.99)],
    rps: latencies.length / elapsed,
    count: latencies.length,
  };
}

const app = await startTestCore({ plugins: ['lectures'] });
try {
  const db = app.core.db;
  const owner = await app.createUser({ userId: 'bench.teacher', name: '벤치 선생', isTeacher: true });
  await seedSampleCatalogue(db, owner, total);
  console.log(`seeded ${total} lectures`);

  // The endpoint's own statements as native SQL: the page's ids among the phrase matches, among
  // all matches (when the phrase matches do not fill the page), counts per category (and total),
  // then the page's rows by id.
  const rc = { db, channel: null, user: null } as unknown as RequestContext;
  const directSql = queries.map((q) => {
    const s = catalogueStatements(rc, lectureListQuery.parse({ search: q }));
    const native = (b: { toSQL(): { toNative(): { sql: string; bindings: readonly unknown[] } } }) =>
      b.toSQL().toNative();
    const [rows, counts] = [s.list, categoryCountsQuery(s.counts)].map(native);
    const phrase = s.phraseList ? native(s.phraseList) : null;
    const byIds = (ids: number[]) => native(catalogueRowsQuery(rc, ids));
    return { phrase, rows, counts, byIds };
  });
  const pool = new pg.Pool({ connectionString: app.core.config.databaseUrl, max: concurrency });
  // The planner's own choice for every search (default settings): which index each statement
  // reads, or a sequential scan; BENCH_EXPLAIN=1 also prints the full plans.
  const explained = await pool.connect();
  try {
    for (const [i, pair] of directSql.entries()) {
      const used: string[] = [];
      for (const [name, s] of [
        ['phrase rows', pair.phrase],
        ['rows', pair.rows],
        ['counts', pair.counts],
      ] as const) {
        if (!s) continue;
        const json = await explained.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.sql}`,
          s.bindings as unknown[],
        );
        const lectureScans = nodesOf(json.rows[0]['QUERY PLAN'][0].Plan)
          .filter((n) => n['Index Name'] !== 'lectures_pkey')
          .map((n) =>
            n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'lectures'
              ? 'Seq Scan lectures'
              : (n['Index Name'] ?? ''),
          )
          .filter((n) => n.startsWith('lectures') || n.startsWith('Seq Scan'));
        used.push(
          `${name}: ${[...new Set(lectureScans)].join(', ')} (${json.rows[0]['QUERY PLAN'][0]['Execution Time'].toFixed(1)} ms)`,
        );
        if (process.env.BENCH_EXPLAIN) {
          const text = await explained.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.bindings as unknown[]);
          console.log(`-- ${name} ('${queries[i]}')\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        }
      }
      console.log(`plan '${queries[i]}'  ${used.join('  ')}`);
    }
  } finally {
    explained.release();
  }
  const client = app.client();
  const check = (await client.get(`/api/lecture/list/summary?search=${encodeURIComponent('파이썬')}`)).body
    .data;
  console.log(`'파이썬': ${check.totalCount} matches, first: ${check.list[0]?.subject}`);

  const get = async (search: string, page = 1) => {
    const res = await client.get(
      `/api/lecture/list/summary?search=${encodeURIComponent(search)}&page=${page}`,
    );
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  };
  const request = (i: number) => get(queries[i % queries.length]);
  // The long tail: search k (of the mix, most popular first) and page p drawn with weight
  // 1/(rank of the pair), from a fixed seed so every run draws the same sequence.
  const mix = sampleSearchMix().flatMap((q) => [1, 2, 3].map((p) => [q, p] as const));
  const harmonic = mix.reduce((sum, _, k) => sum + 1 / (k + 1), 0);
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const zipf = () => {
    let r = random() * harmonic;
    for (let k = 0; k < mix.length; k++) if ((r -= 1 / (k + 1)) <= 0) return mix[k];
    return mix[mix.length - 1];
  };
  const clearCaches = () => {
    countsCache.clear();
    pageCache.clear();
    rowCache.clear();
  };
  // The baseline: a bare indexed lookup (one lecture by primary key) from the same pool.
  const bareLookup = async (i: number) => {
    await pool.query('SELECT id, subject FROM lectures WHERE id = $1', [1 + (i % total)]);
  };
  await load(async (i) => Promise.all([request(i), bareLookup(i)]).then(() => {}), 2); // warm-up
  const bare = await load(bareLookup);
  const http = await load(request);
  clearCaches();
  const seen = new Set<string>();
  const tail = await load(async () => {
    const [q, p] = zipf();
    seen.add(`${q}|${p}`);
    await get(q, p);
  });
  const cold = await load(async (i) => {
    clearCaches();
    await request(i);
  });
  const direct = await load(async (i) => {
    const sql = directSql[i % directSql.length];
    const run = (s: { sql: string; bindings: readonly unknown[] }) =>
      pool.query(s.sql, s.bindings as unknown[]);
    const pageRows = async () => {
      const phrase = sql.phrase ? await run(sql.phrase) : null;
      const ranked = phrase?.rowCount === 12 ? phrase : await run(sql.rows);
      await run(sql.byIds(ranked.rows.map((r: { id: number }) => r.id)));
    };
    await Promise.all([pageRows(), run(sql.counts)]);
  });
  const line = (label: string, r: { p99: number; rps: number; count: number }, note: string) =>
    console.log(`${label} p99 ${r.p99.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s  (${r.count} ${note})`);
  line('HTTP  /api/lecture/list/summary ', http, 'requests, popular searches, cached');
  line('HTTP  long-tail mix             ', tail, `requests, ${seen.size} distinct misses`);
  line('HTTP  popular, caches cleared    ', cold, 'requests');
  line('SQL   same statements in pg      ', direct, 'runs');
  line('BARE  one lecture by primary key ', bare, 'lookups');
  const ratio = (a: number, b: number) => `×${(a / b).toFixed(2)}`;
  console.log(
    `ratio p99 to the bare lookup: HTTP ${ratio(http.p99, bare.p99)}, long tail ${ratio(tail.p99, bare.p99)}, cold ${ratio(cold.p99, bare.p99)}, SQL ${ratio(direct.p99, bare.p99)}`,
  );
  console.log(
    `ratio HTTP/SQL: p99 ${ratio(http.p99, direct.p99)}, throughput ${ratio(http.rps, direct.rps)}; cold p99 ${ratio(cold.p99, direct.p99)}, throughput ${ratio(cold.rps, direct.rps)}`,
  );
  console.log(`long-tail hit rate ${(100 * (1 - seen.size / tail.count)).toFixed(1)}%`);
  await pool.end();
} finally {
  await app.stop();
}
