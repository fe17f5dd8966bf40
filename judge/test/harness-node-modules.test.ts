/** A plugin's declared npm packages are copied beside its harnesses at prepare time, and hashed with them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import {
  harnessesHash,
  installHarnesses,
  readHarnessIndex,
  readJudgeDeclarations,
  ROOTFS_HARNESS_DIR,
} from '../src/rootfs/harnesses.ts';

test("a plugin's nodeModules are installed once as node_modules beside its harnesses", (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-modules-'));
  t.teardown(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const plugin = path.join(tmp, 'plugins/demo');
  for (const dir of ['harness/one', 'harness/two']) fs.mkdirSync(path.join(plugin, dir), { recursive: true });
  fs.writeFileSync(path.join(plugin, 'harness/one/main.mjs'), 'import "pixelmatch";\n');
  fs.writeFileSync(path.join(plugin, 'harness/two/main.mjs'), 'process.exit(0);\n');
  const declare = (nodeModules: unknown, harnesses: object = { one: 'harness/one', two: 'harness/two' }) =>
    fs.writeFileSync(
      path.join(plugin, 'package.json'),
      JSON.stringify({ seodang: { id: 'demo', judge: { harnesses, nodeModules } } }),
    );
  // pixelmatch is a dependency of the repository (quiz-skulpt), with a nested node_modules of its own.
  declare(['pixelmatch']);
  const declared = readJudgeDeclarations([path.join(tmp, 'plugins')]);
  const rootfs = path.join(tmp, 'rootfs');
  installHarnesses(rootfs, declared.harnesses);
  const installed = path.join(rootfs, ROOTFS_HARNESS_DIR, 'demo');
  t.deepEqual(fs.readdirSync(installed).sort(), ['node_modules', 'one', 'two']);
  const pkg = path.join(installed, 'node_modules/pixelmatch');
  t.true(fs.existsSync(path.join(pkg, 'index.js')));
  t.is(fs.statSync(path.join(pkg, 'index.js')).mode & 0o777, 0o644);
  // The package's own dependencies are not copied (a harness declares what it loads).
  t.false(fs.existsSync(path.join(pkg, 'node_modules')));
  t.deepEqual(Object.keys(readHarnessIndex(rootfs).demo!).sort(), ['one', 'two']);
  // The packages count in the hash.
  declare([]);
  t.not(
    harnessesHash(readJudgeDeclarations([path.join(tmp, 'plugins')]).harnesses),
    harnessesHash(declared.harnesses),
  );
  // Bad declarations name the plugin: not a name, not installed, a harness called node_modules.
  for (const bad of [['../x'], ['no-such-package-seodang'], 'pixelmatch']) {
    declare(bad);
    t.throws(() => readJudgeDeclarations([path.join(tmp, 'plugins')]), {
      message: /demo\/package.json: seodang.judge.nodeModules/,
    });
  }
  declare(['pixelmatch'], { node_modules: 'harness/one' });
  t.throws(() => readJudgeDeclarations([path.join(tmp, 'plugins')]), {
    message: /harness name node_modules/,
  });
});
