// Shared by the server and the web half: the verify input, the API's shapes, the messages.
import { z } from 'zod';

export { credentialsMessages } from './messages.ts';
export * from './certificates.ts';

/** A credential to verify: a compact VC-JWT (three base64url parts). */
export const credentialInput = z.object({
  credential: z
    .string()
    .trim()
    .max(60_000)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/, 'credentials.validation.credential'),
});

/** One state for a whole credential. */
export type CredentialState = 'valid' | 'revoked' | 'expired' | 'invalid';

/** What `POST /api/credentials/verify` answers. */
export interface VerifyAnswer {
  state: CredentialState;
  checks: { name: 'format' | 'signature' | 'schema' | 'validity' | 'status'; ok: boolean }[];
  credential: Record<string, unknown> | null;
  revocation: { reason: string; revokedAt: string } | null;
  /** The state in the reader's language. */
  message: string;
}
