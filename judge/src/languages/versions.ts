/** Toolchain versions recorded by `prepare` inside the judge root filesystem. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOTFS_SEODANG_DIR, rootfsDir } from '../paths.ts';
import { LANGUAGES } from './registry.ts';
import type { LanguageOption } from '../protocol.ts';

/** Contents of `/opt/seodang/stamp.json` in the root filesystem. */
export interface RootfsStamp {
  packagesHash: string;
  setupHash: string;
  builtAt: string;
  suite: string;
  /** language value → langVersion. */
  versions: Record<string, string>;
  /** Debian package → version, for the record. */
  packages: Record<string, string>;
}

/** Path of the stamp written when the root filesystem is complete. */
export function stampPath(rootfs = rootfsDir()): string {
  return path.join(rootfs, ROOTFS_SEODANG_DIR, 'stamp.json');
}

/** Reads the stamp, or null when the root filesystem is missing or unfinished. */
export function readStamp(rootfs = rootfsDir()): RootfsStamp | null {
  try {
    return JSON.parse(fs.readFileSync(stampPath(rootfs), 'utf8')) as RootfsStamp;
  } catch {
    return null;
  }
}

/** The language list with availability and versions from the real toolchains. */
export function languageOptions(rootfs = rootfsDir()): LanguageOption[] {
  const stamp = readStamp(rootfs);
  return LANGUAGES.map((l) => {
    const version = stamp?.versions[l.value];
    const base = { projectCode: l.value, language: l.value, value: l.value, label: l.label };
    if (!stamp)
      return {
        ...base,
        langVersion: '',
        available: false,
        reason: 'the judge root filesystem is being prepared (npx seodang-judge prepare)',
      };
    if (!version)
      return {
        ...base,
        langVersion: '',
        available: false,
        reason: 'toolchain missing from the judge root filesystem',
      };
    return { ...base, langVersion: version, available: true };
  });
}
