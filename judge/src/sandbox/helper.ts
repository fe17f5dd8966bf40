/**
 * Builds the host-side supervisor `sandbox-exec` (judge/native/sandbox-exec.c) once per source
 * version. It is compiled statically with the judge root filesystem's own gcc, so the host needs
 * no compiler; the host's gcc is used only when the root filesystem is not there yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { helperDir, judgeDir, rootfsDir } from '../paths.ts';

const SOURCE = path.join(judgeDir, 'native', 'sandbox-exec.c');

/** Path of the built helper for the current source, building it when missing. */
export function ensureSandboxHelper(): string {
  const source = fs.readFileSync(SOURCE);
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
  const out = path.join(helperDir(), `sandbox-exec-${hash}`);
  if (fs.existsSync(out)) return out;
  fs.mkdirSync(helperDir(), { recursive: true });
  const tmp = `${out}.tmp-${process.pid}`;
  const rootfs = rootfsDir();
  const args = ['-O2', '-static', '-Wall', '-o'];
  if (fs.existsSync(path.join(rootfs, 'usr/bin/gcc'))) {
    const dir = path.dirname(tmp);
    execFileSync('bwrap', ['--ro-bind', rootfs, '/', '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp',
      '--ro-bind', SOURCE, '/tmp/sandbox-exec.c', '--bind', dir, '/box', '--unshare-all', '--die-with-parent',
      '--clearenv', '--setenv', 'PATH', '/usr/bin:/bin', 'gcc', ...args, `/box/${path.basename(tmp)}`, '/tmp/sandbox-exec.c'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  } else {
    execFileSync('gcc', [...args, tmp, SOURCE], { stdio: ['ignore', 'pipe', 'pipe'] });
  }
  fs.chmodSync(tmp, 0o755);
  fs.renameSync(tmp, out);
  return out;
}
