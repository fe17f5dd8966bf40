import test from 'ava';
import {
  acceptedFilters,
  afterFailedLoad,
  canSetByHand,
  effectiveState,
  nodeOnCycle,
  progressPercent,
  roadmapInputSchema,
  roadmapIssues,
  roadmapsMessages,
  stateOfLecture,
  stateOfLesson,
  toggleChecked,
  withCategory,
  withDifficulty,
  type RoadmapInput,
} from './index.ts';

const node = (id: string, extra: Partial<RoadmapInput['nodes'][number]> = {}) => ({
  id,
  type: 'topic' as const,
  label: `노드 ${id}`,
  position: { x: 0, y: 0 },
  ...extra,
});
const base = (extra: Partial<RoadmapInput> = {}): RoadmapInput => ({
  title: '파이썬 백엔드 입문',
  description: '',
  category: 'programming.web-programming',
  difficulty: 'easy',
  isFree: true,
  nodes: [node('a'), node('b')],
  edges: [{ source: 'a', target: 'b', kind: 'prerequisite' }],
  ...extra,
});
const issuesOf = (input: RoadmapInput) => roadmapIssues(roadmapInputSchema.parse(input));
const keys = (input: RoadmapInput) =>
  issuesOf(input).map((i) => `${i.path} ${i.key.replace('roadmaps.validation.', '')}`);

test('a well-formed roadmap has no issue', (t) => {
  t.deepEqual(keys(base()), []);
});

test('title: blank counts as empty; 60 characters pass and 61 do not', (t) => {
  t.deepEqual(keys(base({ title: '   ' })), ['title titleEmpty']);
  t.deepEqual(keys(base({ title: '가'.repeat(60) })), []);
  t.deepEqual(keys(base({ title: '가'.repeat(61) })), ['title titleTooLong']);
});

test('description: 99 characters pass, 100 do not (the lecture rule)', (t) => {
  t.deepEqual(keys(base({ description: 'x'.repeat(99) })), []);
  t.deepEqual(keys(base({ description: 'x'.repeat(100) })), ['description descriptionTooLong']);
});

test('category must be a known first.second; a paid roadmap needs a price, a discount under 100', (t) => {
  t.deepEqual(keys(base({ category: 'programming' })), ['category category']);
  t.deepEqual(keys(base({ category: 'programming.nope' })), ['category category']);
  t.deepEqual(keys(base({ isFree: false, price: null })), ['price price']);
  t.deepEqual(keys(base({ isFree: false, price: 39_000, discount: 100 })), ['discount discount']);
  t.deepEqual(keys(base({ isFree: false, price: 39_000, discount: 10 })), []);
});

test('at most 200 nodes and 400 edges', (t) => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => node(`n${i}`));
  t.deepEqual(keys(base({ nodes: many(200), edges: [] })), []);
  t.deepEqual(keys(base({ nodes: many(201), edges: [] })), ['nodes tooManyNodes']);
  const nodes = many(30);
  const edges = [];
  for (let i = 0; i < 30 && edges.length < 401; i++)
    for (let j = i + 1; j < 30 && edges.length < 401; j++)
      edges.push({ source: `n${i}`, target: `n${j}`, kind: 'related' as const });
  t.deepEqual(keys(base({ nodes, edges: edges.slice(0, 400) })), []);
  t.deepEqual(keys(base({ nodes, edges })), ['edges tooManyEdges']);
});

test('nodes: duplicate ids, labels of 1 to 60, links their type needs, URLs of §5', (t) => {
  t.deepEqual(keys(base({ nodes: [node('a'), node('a')], edges: [] })), ['nodes.1.id nodeDuplicate']);
  t.deepEqual(keys(base({ nodes: [node('a', { label: ' ' })], edges: [] })), ['nodes.0.label label']);
  t.deepEqual(keys(base({ nodes: [node('a', { label: 'x'.repeat(60) })], edges: [] })), []);
  t.deepEqual(keys(base({ nodes: [node('a', { label: 'x'.repeat(61) })], edges: [] })), [
    'nodes.0.label label',
  ]);
  t.deepEqual(keys(base({ nodes: [node('a', { type: 'lecture' })], edges: [] })), [
    'nodes.0.lectureIndex lectureMissing',
  ]);
  t.deepEqual(keys(base({ nodes: [node('a', { type: 'lesson', lectureIndex: 3 })], edges: [] })), [
    'nodes.0.lessonIndex lessonMissing',
  ]);
  for (const url of ['https://roadmap.sh/python', 'http://docs.python.org/3/'])
    t.deepEqual(keys(base({ nodes: [node('a', { type: 'resource', url })], edges: [] })), [], url);
  for (const url of ['ftp://example.com', 'https://localhost', 'javascript:alert(1)', 'https://nodot'])
    t.deepEqual(
      keys(base({ nodes: [node('a', { type: 'resource', url })], edges: [] })),
      ['nodes.0.url url'],
      url,
    );
  t.deepEqual(keys(base({ nodes: [node('a', { url: 'https://example.com' })], edges: [] })), [
    'nodes.0.url urlNotAllowed',
  ]);
});

test('edges: dangling, self-loops and duplicates (either direction) are refused', (t) => {
  const nodes = [node('a'), node('b')];
  t.deepEqual(keys(base({ nodes, edges: [{ source: 'a', target: 'z', kind: 'related' }] })), [
    'edges.0 edgeDangling',
  ]);
  t.deepEqual(keys(base({ nodes, edges: [{ source: 'a', target: 'a', kind: 'prerequisite' }] })), [
    'edges.0 edgeSelfLoop',
  ]);
  t.deepEqual(
    keys(
      base({
        nodes,
        edges: [
          { source: 'a', target: 'b', kind: 'prerequisite' },
          { source: 'b', target: 'a', kind: 'related' },
        ],
      }),
    ),
    ['edges.1 edgeDuplicate'],
  );
});

test('prerequisites must be acyclic and the message names a node on the cycle', (t) => {
  const nodes = [node('a'), node('b'), node('c'), node('d')];
  const edges = [
    { source: 'd', target: 'a', kind: 'prerequisite' as const },
    { source: 'a', target: 'b', kind: 'prerequisite' as const },
    { source: 'b', target: 'c', kind: 'prerequisite' as const },
    { source: 'c', target: 'a', kind: 'prerequisite' as const },
  ];
  const found = issuesOf(base({ nodes, edges }));
  t.is(found.length, 1);
  t.is(found[0].key, 'roadmaps.validation.cycle');
  t.true(['노드 a', '노드 b', '노드 c'].includes(String(found[0].params.node)));
  t.true(['nodes.0', 'nodes.1', 'nodes.2'].includes(found[0].path));
  // Related edges may go round; only prerequisites count.
  const related = edges.map((e, i) => (i === 3 ? { ...e, kind: 'related' as const } : e));
  t.deepEqual(keys(base({ nodes, edges: related })), []);
  t.is(nodeOnCycle(['x', 'y'], [{ source: 'x', target: 'y', kind: 'prerequisite' }]), null);
});

test('§4 rules: a different difficulty clears the category, only two filters, one check at a time', (t) => {
  const chosen = withCategory(
    withDifficulty({ difficulty: null, category: null }, 'easy'),
    'programming.web-programming',
  );
  t.deepEqual(withDifficulty(chosen, 'easy'), chosen);
  t.deepEqual(withDifficulty(chosen, 'normal'), { difficulty: 'normal', category: null });
  t.deepEqual(acceptedFilters({ difficulty: 'difficult', category: 'programming', sort: 'new', page: 2 }), {
    difficulty: 'difficult',
    category: 'programming',
  });
  t.deepEqual(acceptedFilters({ difficulty: 'hard' }), { difficulty: null, category: null });
  t.deepEqual(toggleChecked([3], 5), [5]);
  t.deepEqual(toggleChecked([5], 5), []);
  t.deepEqual(afterFailedLoad(), { loading: false, list: [], totalCount: 0 });
});

test('progress: derived states, skipping, and done / (total − skipped)', (t) => {
  t.is(stateOfLesson(1), 'done');
  t.is(stateOfLesson(2), 'learning');
  t.is(stateOfLesson(3), 'learning');
  t.is(stateOfLesson(0), 'pending');
  t.is(stateOfLecture('completed'), 'done');
  t.is(stateOfLecture('joined'), 'learning');
  t.false(canSetByHand('lesson', 'done'));
  t.true(canSetByHand('lesson', 'skipped'));
  t.true(canSetByHand('topic', 'done'));
  t.is(effectiveState('lesson', 'skipped', 'done'), 'skipped');
  t.is(effectiveState('lesson', null, 'done'), 'done');
  t.is(effectiveState('topic', 'learning', 'pending'), 'learning');
  t.is(progressPercent(['done', 'skipped', 'pending']), 50);
  t.is(progressPercent(['skipped']), 0);
  t.is(progressPercent(['done', 'pending', 'pending']), 33);
});

test('every message is there in ko, en and ja', (t) => {
  const k = (locale: 'ko' | 'en' | 'ja') => Object.keys(roadmapsMessages[locale]).sort();
  t.deepEqual(k('en'), k('ko'));
  t.deepEqual(k('ja'), k('ko'));
});

test('the outline order puts every prerequisite first, ties by position', async (t) => {
  const { prerequisiteOrder } = await import('./index.ts');
  const at = (id: string, x: number) => ({ id, position: { x, y: 0 } });
  const order = prerequisiteOrder(
    [at('c', 0), at('a', 100), at('b', 200), at('d', 300)],
    [
      { source: 'a', target: 'c', kind: 'prerequisite' },
      { source: 'b', target: 'c', kind: 'related' },
    ],
  );
  t.deepEqual(
    order.map((n) => n.id),
    ['a', 'c', 'b', 'd'],
  );
});
