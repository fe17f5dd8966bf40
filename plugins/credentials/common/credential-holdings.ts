import { createServiceRef, type Knex, type ServiceRef } from '@seodang/sdk';

/** What a learner holds of one source: a lecture's or exam's certificate, or a badge (kind `badge`). */
export interface CredentialHolding {
  userId: number;
  /** The issuing channel (null: the public site). */
  channelId: number | null;
  /** `lecture`, `exam` or `badge`. */
  sourceKind: string;
  /** The lecture, exam or (for a badge) achievement index. */
  sourceIndex: number;
  /** Whether a live, unrevoked certificate or badge exists (a reissue keeps it live). */
  live: boolean;
  /** The live one's id, or the latest one's once revoked. */
  certId: string;
}

/** A certificate's or badge's verification now: live, revoked, past its end, or replaced by a reissue. */
export type CredentialState = 'valid' | 'revoked' | 'expired' | 'replaced';

/** One certificate or badge with what a reader shows of it and its live verification. */
export interface HeldCredential {
  certId: string;
  userId: number;
  /** The issuing channel (null: the public site). */
  channelId: number | null;
  /** `lecture`, `exam` or `badge`. */
  sourceKind: string;
  sourceIndex: number;
  title: string;
  /** The name printed on it (it names the holder). */
  holderName: string;
  issuedAt: string;
  validUntil: string | null;
  state: CredentialState;
}

/**
 * `credentials.credential-holdings`: the certificates and badges learners hold, read only, one
 * organisation (a channel, or null for the public site) at a time. For a consumer of
 * `credentials.certificate-issued` and `credentials.badge-awarded` that also follows revocations
 * and replays what an event lost.
 */
export interface CredentialHoldings {
  /** The learner's holding of one source in the organisation, or null if never issued there. */
  holdingOf(
    channelId: number | null,
    p: { userId: number; sourceKind: string; sourceIndex: number },
  ): Promise<CredentialHolding | null>;
  /**
   * The organisation's holdings by ascending (user, kind, index) after `after` (the last one of
   * the previous page), at most `limit`.
   */
  holdings(
    channelId: number | null,
    after: { userId: number; sourceKind: string; sourceIndex: number } | null,
    limit: number,
  ): Promise<CredentialHolding[]>;
  /**
   * The learner's current certificates and badges issued in the organisation (a replaced one is
   * left out), newest first, at most 200, with their state now.
   */
  heldBy(channelId: number | null, userId: number): Promise<HeldCredential[]>;
  /**
   * Those of `certIds` issued in the organisation, with their state now, in no particular order;
   * an id of another organisation, or of none, is left out. At most 200 ids are read.
   */
  byIds(channelId: number | null, certIds: string[]): Promise<HeldCredential[]>;
  /**
   * `byIds` read in the caller's transaction, each credential's row locked `FOR SHARE` until it
   * ends: a revocation under way is waited for and read as revoked, and none can start before the
   * caller commits. For a check that must hold for what the caller writes (a submit).
   */
  lockedByIds(trx: Knex, channelId: number | null, certIds: string[]): Promise<HeldCredential[]>;
}

/** The service ref (server only). */
export const credentialHoldingsRef: ServiceRef<CredentialHoldings> = createServiceRef<CredentialHoldings>(
  'credentials.credential-holdings',
);
