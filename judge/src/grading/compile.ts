/**
 * Compilation with a content-addressed cache: the key is language, toolchain version, compile
 * command, environment and every source file, so an identical resubmission does not compile again.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { compileCacheDir } from '../paths.ts';
import { compileLimits } from './limits.ts';
import { decode } from './text.ts';
import { SANDBOX_ENV } from './environment.ts';
import type { CompileInfo } from '../protocol.ts';
import type { LanguageDef, LanguageContext } from '../languages/registry.ts';
import type { SandboxDriver } from '../sandbox/types.ts';

/** What a compile needs. */
export interface CompileRequest {
  driver: SandboxDriver;
  lang: LanguageDef;
  ctx: LanguageContext;
  /** Work dir already holding the sources. */
  workDir: string;
  /** The sources (for the cache key). */
  files: Record<string, string>;
  toolchainVersion: string;
  /** Overrides the language's compile command (unit-test builds). */
  argv?: string[];
  /** Skip the cache (benchmarks measuring real compiles). */
  noCache?: boolean;
}

function cacheKey(req: CompileRequest, argv: string[]): string {
  const h = crypto.createHash('sha256');
  h.update(
    JSON.stringify({
      v: 1,
      lang: req.lang.value,
      version: req.toolchainVersion,
      argv,
      env: req.lang.env ?? {},
    }),
  );
  for (const name of Object.keys(req.files).sort()) h.update(`\0${name}\0${req.files[name]}`);
  return h.digest('hex');
}

function copyDir(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, force: true });
}

/** Removes cache entries not used for `maxAgeMs` (default a week; env SEODANG_JUDGE_CACHE_DAYS). Returns how many. */
export function pruneCompileCache(
  maxAgeMs = Number(process.env.SEODANG_JUDGE_CACHE_DAYS ?? 7) * 86_400_000,
): number {
  const root = compileCacheDir();
  let removed = 0;
  if (!fs.existsSync(root)) return 0;
  for (const shard of fs.readdirSync(root)) {
    const dir = path.join(root, shard);
    for (const entry of fs.readdirSync(dir)) {
      const meta = path.join(dir, entry, 'meta.json');
      try {
        if (Date.now() - fs.statSync(meta).mtimeMs > maxAgeMs) {
          fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
          removed++;
        }
      } catch {
        fs.rmSync(path.join(dir, entry), { recursive: true, force: true }); // unfinished entry
      }
    }
  }
  return removed;
}

/** Compiles (or restores from the cache) into `req.workDir`. Interpreted languages succeed at once. */
export async function compile(req: CompileRequest): Promise<CompileInfo> {
  const argv = req.argv ?? req.lang.compile?.(req.ctx);
  if (!argv) return { ok: true, output: '', timeMs: 0, cached: false };
  const key = cacheKey(req, argv);
  const entry = path.join(compileCacheDir(), key.slice(0, 2), key);
  if (!req.noCache && fs.existsSync(path.join(entry, 'meta.json'))) {
    const meta = JSON.parse(fs.readFileSync(path.join(entry, 'meta.json'), 'utf8')) as CompileInfo;
    copyDir(path.join(entry, 'files'), req.workDir);
    const now = new Date();
    fs.utimesSync(path.join(entry, 'meta.json'), now, now);
    return { ...meta, cached: true };
  }
  const r = await req.driver.run({
    argv,
    env: { ...SANDBOX_ENV, ...req.lang.env },
    limits: compileLimits(req.lang),
    workDir: req.workDir,
    workDirWritable: true,
  });
  let output = decode(Buffer.concat([r.stdout, r.stderr]));
  if (r.outputLimit) output += '\n[compiler output exceeded the limit; compilation stopped]';
  else if (r.memoryLimit) output += '\n[compilation exceeded the memory limit]';
  else if (r.timeLimit) output += '\n[compilation exceeded the time limit]';
  else if (r.exitCode !== 0 && output.trim() === '')
    output = `[compiler exited with ${r.exitCode ?? `signal ${r.signal}`}]`;
  const info: CompileInfo = {
    ok: r.exitCode === 0 && !r.timeLimit && !r.outputLimit && !r.memoryLimit,
    output,
    timeMs: r.wallMs,
    cached: false,
  };
  // Only deterministic outcomes are cached: success, or a compiler that rejected the code.
  if (!req.noCache && !r.timeLimit && !r.memoryLimit) {
    const tmp = `${entry}.tmp-${process.pid}-${Date.now()}`;
    try {
      fs.mkdirSync(path.join(tmp, 'files'), { recursive: true });
      copyDir(req.workDir, path.join(tmp, 'files'));
      fs.writeFileSync(path.join(tmp, 'meta.json'), JSON.stringify(info));
      fs.renameSync(tmp, entry);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another worker stored it first
    }
  }
  return info;
}
