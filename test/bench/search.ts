// Search benchmark: `/api/lecture/list/summary?search=…` (the /search screen's call) over 10,000
// seeded lectures (Korean and English subjects) at concurrency 20, against the same SQL run
// directly in PostgreSQL in the same run. Prints p99 and requests/s of both and their ratio.
// The endpoint keeps counts per category briefly per channel and filters, so HTTP is measured
// twice: as deployed (counts cached) and cold (cache cleared before every request), against both
// of the endpoint's statements (rows, counts) run directly.
// Needs DATABASE_URL (admin) and REDIS_URL, like the tests.
import pg from 'pg';
import { startTestCore } from '@seodang/sdk/testing';
import type { RequestContext } from '@seodang/sdk';
import { lectureListQuery, lectureSaveSchema } from '../../plugins/lectures/common/index.ts';
import { lectureColumns } from '../../plugins/lectures/server/lecture-write.ts';
import { catalogueStatements } from '../../plugins/lectures/server/catalogue-query.ts';
import { categoryCountsQuery, countsCache } from '../../plugins/lectures/server/category-counts.ts';

const total = 10_000;
const concurrency = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const queries = ['파이썬', '자바스크립트 입문', 'react', '데이터 분석', 'algorithm', '머신러닝', '웹 개발'];

const koTopics = [
  '파이썬',
  '자바스크립트',
  '데이터 분석',
  '알고리즘',
  '웹 개발',
  '머신러닝',
  '데이터베이스',
  '게임 개발',
  '보안',
  '클라우드',
  '리액트',
  '엑셀',
];
const koForms = [
  '입문',
  '기초부터 실전까지',
  '완전 정복',
  '핵심 정리',
  '프로젝트로 배우는',
  '으로 시작하는 코딩',
  '실무 활용',
];
const enTopics = [
  'Python',
  'JavaScript',
  'React',
  'Algorithm',
  'Data Analysis',
  'Machine Learning',
  'SQL',
  'Docker',
  'Kotlin',
  'Go',
];
const enForms = ['for Beginners', 'Masterclass', 'in Practice', 'Deep Dive', 'Bootcamp'];
const categories: [string, string][] = [
  ['programming', 'programming-fundamentals'],
  ['programming', 'web-programming'],
  ['programming', 'algorithm'],
  ['programming', 'databases'],
  ['business', 'data-analysis'],
  ['design', 'ux-ui'],
];

function demo(i: number) {
  const korean = i % 3 !== 0;
  const subject = korean
    ? `${koTopics[Math.floor(i / 3) % koTopics.length]} ${koForms[(i * 7) % koForms.length]} ${i}`
    : `${enTopics[i % enTopics.length]} ${enForms[(i * 3) % enForms.length]} ${i}`;
  const [first, second] = categories[i % categories.length];
  return lectureSaveSchema.parse({
    subject,
    description: korean
      ? `${koTopics[(i + 3) % koTopics.length]}와 함께 배우는 강좌`
      : `Learn ${enTopics[(i + 2) % enTopics.length]} step by step`,
    isFree: i % 4 === 0,
    price: i % 4 === 0 ? null : String(10000 + (i % 9) * 5000),
    categoryFirst: first,
    categorySecond: second,
    tags: [korean ? koTopics[i % koTopics.length] : enTopics[i % enTopics.length].toLowerCase()],
    contents: `<p>${subject} 강좌 소개입니다. ${'설명 '.repeat(i % 20)}</p>`,
  });
}

/** Runs `task` from `concurrency` loops for `seconds`; returns p99 (ms) and requests/s. */
async function load(task: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
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
  for (let i = 0; i < total; i += 500) {
    const rows = Array.from({ length: Math.min(500, total - i) }, (_, k) => ({
      ...lectureColumns(demo(i + k), db),
      owner_id: owner,
      is_published: true,
      published_at: new Date(Date.now() - (i + k) * 60_000),
      student_count: (i + k) % 97,
    }));
    await db('lectures').insert(rows);
  }
  await db.raw('ANALYZE lectures');
  console.log(`seeded ${total} lectures`);

  // The endpoint's own two statements (rows; counts per category, which also give the total), as native SQL.
  const rc = { db, channel: null, user: null } as unknown as RequestContext;
  const directSql = queries.map((q) => {
    const s = catalogueStatements(rc, lectureListQuery.parse({ search: q }));
    return [s.list, categoryCountsQuery(s.counts)].map((b) => b.toSQL().toNative());
  });
  const pool = new pg.Pool({ connectionString: app.core.config.databaseUrl, max: concurrency });
  // Where the time goes: the plans of both statements for the broadest word (BENCH_EXPLAIN=1),
  // as the planner picks them and with sequential scans discouraged (is the index worth it?).
  if (process.env.BENCH_EXPLAIN) {
    const one = await pool.connect();
    try {
      for (const seqscan of ['on', 'off']) {
        await one.query(`SET enable_seqscan = ${seqscan}`);
        for (const [name, s] of [
          ['rows', directSql[0][0]],
          ['counts', directSql[0][1]],
        ] as const) {
          const plan = await one.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.bindings as unknown[]);
          console.log(
            `-- ${name} ('${queries[0]}', enable_seqscan ${seqscan})\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
          );
        }
      }
    } finally {
      one.release(true);
    }
  }
  const client = app.client();
  const check = (await client.get(`/api/lecture/list/summary?search=${encodeURIComponent('파이썬')}`)).body
    .data;
  console.log(`'파이썬': ${check.totalCount} matches, first: ${check.list[0]?.subject}`);

  const request = async (i: number) => {
    const res = await client.get(
      `/api/lecture/list/summary?search=${encodeURIComponent(queries[i % queries.length])}`,
    );
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  };
  const http = await load(request);
  const cold = await load(async (i) => {
    countsCache.clear();
    await request(i);
  });
  const direct = await load(async (i) => {
    const sql = directSql[i % directSql.length];
    await Promise.all(sql.map((s) => pool.query(s.sql, s.bindings as unknown[])));
  });
  console.log(
    `HTTP  /api/lecture/list/summary  p99 ${http.p99.toFixed(1)} ms  ${http.rps.toFixed(0)} req/s  (${http.count} requests, counts cached)`,
  );
  console.log(
    `HTTP  same, counts cache cleared  p99 ${cold.p99.toFixed(1)} ms  ${cold.rps.toFixed(0)} req/s  (${cold.count} requests)`,
  );
  console.log(
    `SQL   both statements in pg       p99 ${direct.p99.toFixed(1)} ms  ${direct.rps.toFixed(0)} req/s  (${direct.count} runs)`,
  );
  console.log(
    `ratio HTTP/SQL: p99 ×${(http.p99 / direct.p99).toFixed(2)}, throughput ×${(http.rps / direct.rps).toFixed(2)}; cold p99 ×${(cold.p99 / direct.p99).toFixed(2)}, throughput ×${(cold.rps / direct.rps).toFixed(2)}`,
  );
  await pool.end();
} finally {
  await app.stop();
}
