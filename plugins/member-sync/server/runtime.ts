import type { TokenCipher } from './token-cipher.ts';
import { tokenCipherFor } from './token-cipher.ts';

/** What the plugin reads of the deployment's configuration, set once it starts. */
interface Runtime {
  cipher: TokenCipher | null;
  /** Production refuses directories inside the server's own network; local fakes run elsewhere. */
  publicDirectoriesOnly: boolean;
}

let runtime: Runtime | null = null;

/** Reads `memberSync.secretKey` at start (routes and jobs only run after it). */
export function startRuntime(config: Readonly<Record<string, unknown>>): Runtime {
  const memberSync = (config.memberSync ?? {}) as { secretKey?: string };
  const env = String(config.env ?? 'development');
  runtime = {
    cipher: tokenCipherFor(memberSync.secretKey, env),
    publicDirectoriesOnly: env === 'production',
  };
  return runtime;
}

/** The token cipher (null in production without a key). */
export function cipher(): TokenCipher | null {
  if (!runtime) throw new Error('member-sync has not started');
  return runtime.cipher;
}

/** Whether directory addresses must resolve outside the server's own network. */
export function publicDirectoriesOnly(): boolean {
  if (!runtime) throw new Error('member-sync has not started');
  return runtime.publicDirectoriesOnly;
}
