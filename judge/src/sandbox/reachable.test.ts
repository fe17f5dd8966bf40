import test from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireReachable, unreachableFolder } from './reachable.ts';

test('a folder on the way that others cannot pass is named, with its mode; passable ones are not', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reachable-'));
  try {
    fs.chmodSync(root, 0o755);
    const data = path.join(root, '.data');
    fs.mkdirSync(path.join(data, 'judge-helpers'), { recursive: true });
    const helper = path.join(data, 'judge-helpers', 'sandbox-zygote');
    fs.writeFileSync(helper, '');
    fs.chmodSync(data, 0o755);
    t.is(unreachableFolder(helper), null);
    // What a recursive mkdir with a private mode did to `.data` on a fresh clone.
    fs.chmodSync(data, 0o710);
    t.deepEqual(unreachableFolder(helper), { dir: data, mode: 0o710 });
    t.deepEqual(unreachableFolder(data), { dir: data, mode: 0o710 }, 'a folder target is checked itself');
    const error = t.throws(() => requireReachable(helper, (m) => new Error(m)));
    t.is(
      error?.message,
      `the sandbox's users cannot reach ${helper}: ${data} is mode 0710 (others need search permission: chmod o+x ${data})`,
    );
    // Search permission is what counts, not reading.
    fs.chmodSync(data, 0o711);
    t.notThrows(() => requireReachable(helper, (m) => new Error(m)));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
