import test from 'ava';
import { strToU8, zipSync } from 'fflate';
import { testsFromZip } from './test-zip.ts';

test('pairs N.in with N.out in numeric order, in any folder, and names the unpaired', (t) => {
  const zip = zipSync({
    'tests/10.in': strToU8('10 10\n'),
    'tests/10.out': strToU8('20\n'),
    '2.in': strToU8('1 1\n'),
    '2.out': strToU8('2\n'),
    '3.in': strToU8('x'),
    'readme.txt': strToU8('ignored'),
  });
  const { tests, missing } = testsFromZip(zip);
  t.deepEqual(tests, [
    { input: '1 1\n', output: '2\n' },
    { input: '10 10\n', output: '20\n' },
  ]);
  t.deepEqual(missing, ['3.out']);
});
