import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): ~20 ms here, slow enough for an offline attacker.
// `algorithm: 2` is Argon2id (the package exports it as a const enum, which type stripping cannot read).
const options: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash to verify against when the user does not exist, so timing does not tell.
const dummy = hash('not-a-real-password-1!', options);

/** Verifies a password; with no stored hash it still spends the same time and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await dummy), password);
  } catch {
    return false;
  }
}
