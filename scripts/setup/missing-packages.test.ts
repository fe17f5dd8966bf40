import test from 'ava';
import { parseMissing } from './missing-packages.ts';

test('installed packages (ii) are not missing', (t) => {
  const out = 'redis-server\tii \njanus\tii \n';
  t.deepEqual(parseMissing(out, ['redis-server', 'janus']), []);
});

test('packages absent from the output are missing', (t) => {
  t.deepEqual(parseMissing('redis-server\tii \n', ['redis-server', 'chromium']), ['chromium']);
});

test('removed or half-installed packages count as missing', (t) => {
  const out = 'chromium\trc \njanus\tiU \nbubblewrap\tun \n';
  t.deepEqual(parseMissing(out, ['chromium', 'janus', 'bubblewrap']), ['chromium', 'janus', 'bubblewrap']);
});

test('architecture-qualified names match the plain name', (t) => {
  t.deepEqual(parseMissing('libfoo:amd64\tii \n', ['libfoo']), []);
});

test('empty output means everything is missing, in the wanted order', (t) => {
  t.deepEqual(parseMissing('', ['a', 'b']), ['a', 'b']);
});
