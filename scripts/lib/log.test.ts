import test from 'ava';
import { isNoise } from './log.ts';

test('npm nodedir warnings are dropped, other warnings are kept', (t) => {
  t.true(
    isNoise(
      'npm warn Unknown project config "nodedir". This will stop working in the next major version of npm.',
    ),
  );
  t.true(isNoise('npm warn Unknown env config "nodedir". This will stop working'));
  t.false(isNoise('npm warn deprecated something'));
  t.false(isNoise('[judge] root filesystem ready'));
});
