// The secret that seals the credentials plugin's signing keys: CREDENTIALS_KEY_SECRET when set,
// else one generated once per data folder and kept there (never in the repository), as Janus's are.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, type Profile } from '../lib/paths.ts';

/** The profile's credentials key secret, made on first use in `.data/<profile>/credentials-secret`. */
export function credentialsKeySecret(profile: Profile): string {
  if (process.env.CREDENTIALS_KEY_SECRET) return process.env.CREDENTIALS_KEY_SECRET;
  const dir = dataDir(profile);
  const file = join(dir, 'credentials-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
