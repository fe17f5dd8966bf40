import { defineEvent, type EventDef } from '@seodang/sdk';

/** The payload of {@link certificateIssued}. */
export interface CertificateIssued {
  certId: string;
  userId: number;
  /** The issuing channel (null: the public site). */
  channelId: number | null;
  sourceKind: 'lecture' | 'exam';
  sourceIndex: number;
}

/**
 * `credentials.certificate-issued`: a new certificate was stored and signed, emitted after the
 * commit. Kept apart from `common/index.ts` so web bundles never pull in the server SDK.
 */
export const certificateIssued: EventDef<CertificateIssued> = defineEvent<CertificateIssued>(
  'credentials.certificate-issued',
);

/** The payload of {@link badgeAwarded}. */
export interface BadgeAwarded {
  certId: string;
  userId: number;
  /** The achievement's channel (null: the public site). */
  channelId: number | null;
  achievementId: number;
}

/** `credentials.badge-awarded`: a badge was awarded (by hand or by rule), emitted after the commit. */
export const badgeAwarded: EventDef<BadgeAwarded> = defineEvent<BadgeAwarded>('credentials.badge-awarded');
