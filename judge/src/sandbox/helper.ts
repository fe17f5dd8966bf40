/**
 * Builds the judge's small C programs (judge/native/*.c: the supervisor `sandbox-exec` and the
 * per-slot `sandbox-zygote`) once per source version. They are compiled statically with the
 * judge root filesystem's own gcc, so the host needs no compiler; the host's gcc is used only
 * when the root filesystem is not there yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { helperDir, judgeDir, rootfsDir } from '../paths.ts';

/** Path of the built supervisor for the current source, building it when missing. */
export function ensureSandboxHelper(): string {
  return ensureNativeProgram('sandbox-exec');
}

/** Builds every native program of the judge that is missing for its current source. */
export function ensureNativePrograms(): void {
  ensureNativeProgram('sandbox-exec');
  ensureNativeProgram('sandbox-zygote');
}

/** Path of the built program `judge/native/NAME.c` for its current source, building it when missing. */
export function ensureNativeProgram(name: 'sandbox-exec' | 'sandbox-zygote'): string {
  const nativeDir = path.join(judgeDir, 'native');
  const sourcePath = path.join(nativeDir, `${name}.c`);
  // The hash covers the shared headers too, so editing one rebuilds every program.
  const h = crypto.createHash('sha256').update(fs.readFileSync(sourcePath));
  for (const header of fs
    .readdirSync(nativeDir)
    .filter((f) => f.endsWith('.h'))
    .sort())
    h.update(fs.readFileSync(path.join(nativeDir, header)));
  const hash = h.digest('hex').slice(0, 16);
  const out = path.join(helperDir(), `${name}-${hash}`);
  if (fs.existsSync(out)) return out;
  fs.mkdirSync(helperDir(), { recursive: true });
  const tmp = `${out}.tmp-${process.pid}`;
  const rootfs = rootfsDir();
  const args = ['-O2', '-static', '-Wall', '-o'];
  if (fs.existsSync(path.join(rootfs, 'usr/bin/gcc'))) {
    const dir = path.dirname(tmp);
    execFileSync(
      'bwrap',
      [
        '--ro-bind',
        rootfs,
        '/',
        '--proc',
        '/proc',
        '--dev',
        '/dev',
        '--tmpfs',
        '/tmp',
        '--ro-bind',
        nativeDir,
        '/tmp/native',
        '--bind',
        dir,
        '/box',
        '--unshare-all',
        '--die-with-parent',
        '--clearenv',
        '--setenv',
        'PATH',
        '/usr/bin:/bin',
        'gcc',
        ...args,
        `/box/${path.basename(tmp)}`,
        `/tmp/native/${name}.c`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } else {
    execFileSync('gcc', [...args, tmp, sourcePath], { stdio: ['ignore', 'pipe', 'pipe'] });
  }
  fs.chmodSync(tmp, 0o755);
  fs.renameSync(tmp, out);
  return out;
}
