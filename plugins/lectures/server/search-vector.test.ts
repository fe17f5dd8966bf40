import test from 'ava';
import { searchVectorLiteral } from './search-vector.ts';

const source = {
  subject: '파이썬 입문',
  tags: [],
  description: '',
  categoryFirst: 'programming',
  categorySecond: null,
};

test('a word too long for a tsvector lexeme (over 2046 bytes) is left out of the index, the rest is kept', (t) => {
  const vector = searchVectorLiteral({
    ...source,
    contents: `${'가'.repeat(700)} ${'x'.repeat(3000)} 변수`,
  });
  t.false(vector.includes('x'.repeat(100)));
  t.false(vector.includes('가'.repeat(700)));
  t.regex(vector, /'변수'/);
  t.regex(vector, /'파이썬'/);
});
