// Shared by the server and the web half: the verify input, the API's shapes, the messages.
import { z } from 'zod';

export { credentialsMessages } from './messages.ts';
export * from './certificates.ts';

const compactJwt = z
  .string()
  .trim()
  .max(60_000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/, 'credentials.validation.credential');

/**
 * A credential to verify: a compact VC-JWT (three base64url parts), or one of our certificate PDFs
 * as base64 (at most 2 MB), whose attached credential is verified.
 */
export const credentialInput = z.union([
  z.object({ credential: compactJwt }),
  z.object({
    pdf: z
      .string()
      .max(2_800_000, 'credentials.validation.pdf')
      .regex(/^[A-Za-z0-9+/]+=*$/, 'credentials.validation.pdf'),
  }),
]);

export type { CredentialState, VerifyAnswer } from './verify-answer.ts';
