import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals and opens directory tokens with AES-256-GCM; the stored form is `v1.<iv>.<tag>.<data>` in base64url. */
export interface TokenCipher {
  seal(token: string): string;
  open(sealed: string): string;
  /** True when the key is the development default (tokens are then readable by anyone with the source). */
  readonly developmentKey: boolean;
}

/** The phrase of the development key: in the source on purpose, so it protects nothing. */
const developmentPhrase = 'seodang member-sync development key: not a secret';

/**
 * The cipher of `memberSync.secretKey` (hashed to 256 bits). Without one, in development and tests
 * a key derived from a fixed phrase; in production `null`, and tokens cannot be stored.
 */
export function tokenCipherFor(secretKey: string | undefined, env: string): TokenCipher | null {
  if (!secretKey && env === 'production') return null;
  const key = createHash('sha256')
    .update(secretKey ?? developmentPhrase)
    .digest();
  return {
    developmentKey: !secretKey,
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return ['v1', ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('Unknown sealed token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
