import type { TokenCipher } from './token-cipher.ts';
import { tokenCipherFor } from './token-cipher.ts';

/** What the plugin reads of the deployment's configuration, set once it starts. */
interface Runtime {
  cipher: TokenCipher | null;
}

let runtime: Runtime | null = null;

/** Reads `memberSync.secretKey` at start (routes and jobs only run after it). */
export function startRuntime(config: Readonly<Record<string, unknown>>): Runtime {
  const memberSync = (config.memberSync ?? {}) as { secretKey?: string };
  runtime = { cipher: tokenCipherFor(memberSync.secretKey, String(config.env ?? 'development')) };
  return runtime;
}

/** The token cipher (null in production without a key). */
export function cipher(): TokenCipher | null {
  if (!runtime) throw new Error('member-sync has not started');
  return runtime.cipher;
}
