// What a verification answers, shared by the verify endpoint, the certificate page and the screens.

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
