import test from 'ava';
import { enabledRemotes } from './enabled-remotes.ts';

const remote = (id: string, services: string[]) => ({
  id,
  scope: `plugin_${id}`,
  remoteEntry: `/plugins/${id}/remoteEntry.js`,
  services,
});

test('loads plugins without services always and the others only for enabled services', (t) => {
  const plugins = [
    remote('community', []),
    remote('lectures', ['LECTURE']),
    remote('exams', ['ASSESSMENT', 'LEVEL_TEST']),
  ];
  t.deepEqual(
    enabledRemotes(plugins, { LECTURE: false, LEVEL_TEST: true }).map((p) => p.id),
    ['community', 'exams'],
  );
  t.deepEqual(
    enabledRemotes(plugins, {}).map((p) => p.id),
    ['community'],
  );
});
