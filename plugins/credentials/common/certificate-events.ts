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
