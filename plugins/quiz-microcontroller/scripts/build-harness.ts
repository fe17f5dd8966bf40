// Writes the harnesses' libraries. The Uno harness's library (`harness/uno/vendor/board/`) from the TypeScript the player runs
// (`common/arduino/hex.ts`, `pins.ts`, `uno.ts`, `check.ts`), types stripped by Node's own
// `stripTypeScriptTypes`, and copies avr8js's CommonJS build to `harness/uno/vendor/avr8js/`: the
// judge's root filesystem has Node.js but no npm, so the harness brings its dependencies as files.
// Run `node plugins/quiz-microcontroller/scripts/build-harness.ts` after changing those files; the
// plugin's tests fail while the harness is stale.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, stripTypeScriptTypes } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const plugin = join(dirname(fileURLToPath(import.meta.url)), '..');
const harness = join(plugin, 'harness', 'uno');

/** The harness's copy of one shared file: JavaScript with the imports pointing at the harness's files. */
export function harnessSource(name: string): string {
  const ts = readFileSync(join(plugin, 'common', 'arduino', `${name}.ts`), 'utf8');
  const js = stripTypeScriptTypes(ts, { mode: 'strip' })
    .replace(/from '\.\/([a-z-]+)\.ts'/g, "from './$1.mjs'")
    .replace(/from 'avr8js'/g, "from '../avr8js/index.js'");
  return `// Generated from common/arduino/${name}.ts by scripts/build-harness.ts: do not edit.\n${js}`;
}

/** The shared files the harness runs. */
export const harnessModules = ['hex', 'pins', 'uno', 'check'];

/**
 * The micro:bit harness's copy of one shared file (`common/microbit/<name>.ts`); the simulator's
 * host page is served the same files, so the browser and the judge run one Python module.
 */
export function microbitSource(name: string): string {
  const ts = readFileSync(join(plugin, 'common', 'microbit', `${name}.ts`), 'utf8');
  const js = stripTypeScriptTypes(ts, { mode: 'strip' }).replace(
    /from '\.\/([a-z-]+)\.ts'/g,
    "from './$1.mjs'",
  );
  return `// Generated from common/microbit/${name}.ts by scripts/build-harness.ts: do not edit.\n${js}`;
}

/** The shared files the micro:bit harness and host page run. */
export const microbitModules = ['images', 'module', 'sim'];

/**
 * The bridge extension's copy of one shared file (`common/bridge/<name>.ts`, or the hex parser
 * `common/arduino/hex.ts`), so the extension runs the uploaders and the host the tests check.
 */
export function extensionSource(name: string): string {
  const from = name === 'hex' ? join('arduino', 'hex.ts') : join('bridge', `${name}.ts`);
  const ts = readFileSync(join(plugin, 'common', from), 'utf8');
  const js = stripTypeScriptTypes(ts, { mode: 'strip' })
    .replace(/from '\.\.\/arduino\/hex\.ts'/g, "from './hex.mjs'")
    .replace(/from '\.\/([a-z0-9-]+)\.ts'/g, "from './$1.mjs'");
  return `// Generated from common/${from.replace('\\', '/')} by scripts/build-harness.ts: do not edit.\n${js}`;
}

/** The shared files the bridge extension runs. */
export const extensionModules = ['hex', 'serial-link', 'stk500', 'raw-repl', 'host'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ext = join(plugin, 'extension', 'vendor');
  mkdirSync(ext, { recursive: true });
  for (const name of extensionModules) writeFileSync(join(ext, `${name}.mjs`), extensionSource(name));
  process.stdout.write(`extension/vendor: ${extensionModules.join('.mjs, ')}.mjs\n`);
  mkdirSync(join(harness, 'vendor', 'board'), { recursive: true });
  for (const name of harnessModules)
    writeFileSync(join(harness, 'vendor', 'board', `${name}.mjs`), harnessSource(name));
  const avr8js = dirname(createRequire(import.meta.url).resolve('avr8js/package.json'));
  const vendor = join(harness, 'vendor', 'avr8js');
  rmSync(vendor, { recursive: true, force: true });
  cpSync(join(avr8js, 'dist', 'cjs'), vendor, {
    recursive: true,
    filter: (f) => !f.endsWith('.d.ts') && !f.endsWith('.map'),
  });
  cpSync(join(avr8js, 'LICENSE'), join(vendor, 'LICENSE'));
  const version = JSON.parse(readFileSync(join(avr8js, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(vendor, 'package.json'),
    `${JSON.stringify({ name: 'avr8js', version, type: 'commonjs', license: 'MIT' }, null, 2)}\n`,
  );
  const mb = join(plugin, 'harness', 'microbit', 'vendor');
  mkdirSync(join(mb, 'micropython'), { recursive: true });
  for (const name of microbitModules) writeFileSync(join(mb, `${name}.mjs`), microbitSource(name));
  const mp = dirname(
    createRequire(import.meta.url).resolve('@micropython/micropython-webassembly-pyscript/package.json'),
  );
  for (const f of ['micropython.mjs', 'micropython.wasm', 'package.json'])
    cpSync(join(mp, f), join(mb, 'micropython', f));
  process.stdout.write(
    `harness/microbit/vendor: ${microbitModules.join('.mjs, ')}.mjs and MicroPython ${JSON.parse(readFileSync(join(mp, 'package.json'), 'utf8')).version}\n`,
  );
  process.stdout.write(
    `harness/uno/vendor: board/${harnessModules.join('.mjs, board/')}.mjs and avr8js ${version}\n`,
  );
}
