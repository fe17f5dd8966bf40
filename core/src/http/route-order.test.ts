import test from 'ava';
import { bySpecificity, compareRouteSpecificity } from './route-order.ts';

test('fixed segments come before parameters', (t) => {
  const paths = [
    '/api/lecture/:index',
    '/api/lecture/tags',
    '/api/lecture/list/summary',
    '/api/qna/:index/answers',
    '/api/qna/answers/:answerIndex',
  ];
  const ordered = bySpecificity(paths.map((path) => ({ def: { path } }))).map((r) => r.def.path);
  t.true(ordered.indexOf('/api/lecture/tags') < ordered.indexOf('/api/lecture/:index'));
  t.true(ordered.indexOf('/api/lecture/list/summary') < ordered.indexOf('/api/lecture/:index'));
  t.true(ordered.indexOf('/api/qna/answers/:answerIndex') < ordered.indexOf('/api/qna/:index/answers'));
});

test('the order is total: every pair compares the same both ways', (t) => {
  const paths = ['/api/a/:x', '/api/b', '/api/a/b', '/api/:y', '/api/a/:x/c'];
  for (const a of paths)
    for (const b of paths)
      t.is(Math.sign(compareRouteSpecificity(a, b)), -Math.sign(compareRouteSpecificity(b, a)) || 0);
});
