import test from 'ava';
import { parseManifest } from './manifest.ts';

const base = { id: 'helper', apiVersion: 1 };

test('a service key alone starts on; { key, defaultEnabled: false } starts off until an admin turns it on', (t) => {
  const m = parseManifest(
    { ...base, services: ['HELPER', { key: 'AI_HELPER', defaultEnabled: false }, { key: 'ON_TOO' }] },
    'test',
  );
  t.deepEqual(m.services, ['HELPER', 'AI_HELPER', 'ON_TOO']);
  t.deepEqual(m.servicesOffByDefault, ['AI_HELPER']);
  t.deepEqual(parseManifest(base, 'test').servicesOffByDefault, []);
});

test('a service object needs an UPPER_CASE key', (t) => {
  t.throws(() => parseManifest({ ...base, services: [{ key: 'lower', defaultEnabled: false }] }, 'test'), {
    message: /Invalid plugin manifest/,
  });
});
