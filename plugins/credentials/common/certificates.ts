// Certificates: the inputs the routes and forms check, and the shapes the API answers.
import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import type { VerifyAnswer } from './verify-answer.ts';

/** A certificate's public id: 12 characters of nanoid's alphabet. */
export const certIdSchema = z.string().regex(/^[A-Za-z0-9_-]{12}$/, 'credentials.validation.cert_id');

/** What a certificate is for. */
export const sourceKinds = ['lecture', 'exam'] as const;
export type SourceKind = (typeof sourceKinds)[number];

const percent = z.number().int().min(0).max(100);
/** Months a certificate holds; null: for good. */
const validityMonths = z.number().int().min(1).max(120).nullable();

/** A lecture's rule: minimum quiz and attendance percentages. */
export const lectureRuleInput = z.object({
  minQuizPercent: percent,
  minAttendancePercent: percent,
  validityMonths,
});
/** An exam's rule: a minimum score and, optionally, a verified identity. */
export const examRuleInput = z.object({
  minScore: z.number().int().min(0).max(100_000),
  requireIdentityVerified: z.boolean(),
  validityMonths,
});

/** A rule as the API answers it (a source without a saved rule answers the defaults, `saved: false`). */
export interface CertificateRule {
  sourceKind: SourceKind;
  sourceIndex: number;
  minQuizPercent: number;
  minAttendancePercent: number;
  minScore: number;
  requireIdentityVerified: boolean;
  validityMonths: number | null;
  saved: boolean;
}

/** A manual issue by the source's manager. */
export const issueInput = z.object({
  sourceKind: z.enum(sourceKinds),
  sourceIndex: idSchema,
  userId: idSchema,
  score: z.number().int().min(0).max(100_000).nullable().optional(),
});

export const visibilityInput = z.object({ visibility: z.enum(['public', 'private']) });
export const revokeInput = z.object({
  reason: z.string().trim().min(1, 'credentials.validation.reason').max(500, 'credentials.validation.reason'),
});

/** A certificate as its holder, its manager or (when public) anyone sees it. */
export interface Certificate {
  certId: string;
  title: string;
  holderName: string;
  issuerName: string;
  sourceKind: SourceKind | 'badge' | 'event';
  sourceIndex: number;
  score: number | null;
  issuedAt: string;
  validUntil: string | null;
  visibility: 'public' | 'private';
  revocation: { reason: string; revokedAt: string } | null;
}

/** `GET /api/certificate/{certId}`: the certificate and its verification, or only that a private one exists. */
export type CertificatePage =
  | { certId: string; visibility: 'private'; restricted: true }
  | (Certificate & { restricted: false; verification: VerifyAnswer; canManage: boolean; isHolder: boolean });

export { certificateIssuedEvent } from './events.ts';
