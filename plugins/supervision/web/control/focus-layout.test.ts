import test from 'ava';
import { focusLayout } from './focus-layout.ts';

test('focused examinees are laid out as square as possible, wider than tall', (t) => {
  const columns = [1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 13, 16].map((n) => focusLayout(n).columns);
  t.deepEqual(columns, [1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]);
  t.deepEqual(focusLayout(2), { columns: 2, rows: 1 });
  t.deepEqual(focusLayout(3), { columns: 2, rows: 2 });
  t.deepEqual(focusLayout(5), { columns: 3, rows: 2 });
  t.deepEqual(focusLayout(0), { columns: 1, rows: 1 }, 'never an empty grid');
  for (let n = 1; n <= 24; n++) {
    const { columns: c, rows: r } = focusLayout(n);
    t.true(c * r >= n && c >= r && c - r <= 1, `${n} fits in ${c}×${r}`);
  }
});
