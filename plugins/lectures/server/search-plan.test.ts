import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import type { Knex, RequestContext } from '@seodang/sdk';
import { lectureListQuery } from '../common/index.ts';
import { catalogueStatements, pageRows } from './catalogue-query.ts';
import { categoryCountsQuery } from './category-counts.ts';
import { sampleSearches, seedSampleCatalogue } from './sample-catalogue.ts';

// The planner's own choice on a catalogue big enough for an index to pay (10,000 lectures,
// ANALYZEd, default planner settings): the statements of a search page find their rows through
// the partial GIN index on the search vector (and the phrase rows through it or the subject's
// trigram index), never by reading every lecture.
let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  const owner = await app.createUser({ userId: 'plan.teacher', isTeacher: true });
  await seedSampleCatalogue(app.core.db, owner, 10_000);
});
test.after.always(() => app?.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(db: Knex, statement: Knex.QueryBuilder) {
  const { sql, bindings } = statement.toSQL().toNative();
  const result = await db.raw(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql.replace(/\$\d+/g, '?')}`,
    bindings as readonly Knex.Value[],
  );
  return nodesOf(result.rows[0]['QUERY PLAN'][0].Plan);
}

for (const search of ['자바스크립트 입문', '데이터 분석', 'react']) {
  test(`a search for '${search}' reads the catalogue through its search index`, async (t) => {
    const db = app.core.db;
    const rc = { db, channel: null, user: null } as unknown as RequestContext;
    const s = catalogueStatements(rc, lectureListQuery.parse({ search }));
    const statements = [
      ['rows', s.list, ['lectures_catalogue_search']],
      [
        'phrase rows',
        s.phraseList!,
        ['lectures_catalogue_search', 'lectures_catalogue_subject_trgm', 'lectures_subject_trgm'],
      ],
      ['counts', categoryCountsQuery(s.counts), ['lectures_catalogue_search']],
    ] as const;
    for (const [name, statement, indexes] of statements) {
      const nodes = await planOf(db, statement);
      const lookups = nodes.filter((n) => (indexes as readonly string[]).includes(n['Index Name'] ?? ''));
      t.true(lookups.length > 0, `${name}: none of ${indexes.join(', ')} in the plan`);
      t.true(
        lookups.every((n) => (n['Actual Rows'] ?? 0) >= 12),
        `${name}: the index found the matches`,
      );
      t.false(
        nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'lectures'),
        `${name}: a sequential scan over lectures`,
      );
    }
  });
}

test('a page taken from the phrase matches is the page of the full ranking', async (t) => {
  const rc = { db: app.core.db, channel: null, user: null } as unknown as RequestContext;
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  for (const search of [...sampleSearches, 'python for', '개발']) {
    for (const page of [1, 2, 40, 60]) {
      const s = catalogueStatements(rc, lectureListQuery.parse({ search, page }));
      t.deepEqual(ids(await pageRows(s, 12)), ids(await s.list), `'${search}' page ${page}`);
    }
  }
});
