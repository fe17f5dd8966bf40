/**
 * Refunds at the edge, shared by the server and the web's forms: the request bodies of the
 * learner's and the admin's refund routes, and the JSON shapes those routes answer.
 */
import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { maxOrderAmount } from './checkout.ts';
import type { RefundResult } from './refund.ts';

/** A refund's state: asked for, approved (the money on its way), refunded, or rejected. */
export const refundStatuses = ['REQUESTED', 'APPROVED', 'REFUNDED', 'REJECTED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Order items to refund: their `itemIndex`es, 1 to 50, each once. */
const itemIdsSchema = z
  .array(idSchema)
  .min(1, 'commerce.validation.refundItems')
  .max(50, 'commerce.validation.refundItems')
  .transform((ids) => [...new Set(ids)]);

/** `POST /api/checkout/order/:orderId/refund`: which items, and why (may be empty). */
export const refundRequestBodySchema = z.object({
  itemIds: itemIdsSchema,
  reason: z.string().trim().max(500, 'commerce.validation.refundReason').default(''),
});
export type RefundRequestBody = z.infer<typeof refundRequestBodySchema>;

/** `GET /api/checkout/order/:orderId/refund-quote?itemIds=1,2`: the items, comma-separated. */
export const refundQuoteQuerySchema = z.object({
  itemIds: z
    .string()
    .max(600, 'commerce.validation.refundItems')
    .transform((s) => s.split(',').filter((x) => x.trim() !== ''))
    // Each part is an id in text, as `idSchema` takes it.
    .pipe(itemIdsSchema as unknown as z.ZodType<number[], string[]>),
});

/**
 * `POST /api/admin/refunds/:refundIndex/approve`: without `amount` the statutory figure (capped by
 * the order's balance); with it, an amount from that figure up to what the items have left.
 */
export const refundApproveBodySchema = z.object({
  amount: z
    .number('commerce.validation.refundAmount')
    .int('commerce.validation.refundAmount')
    .min(0, 'commerce.validation.refundAmount')
    .max(maxOrderAmount, 'commerce.validation.refundAmount')
    .optional(),
});

/** `POST /api/admin/refunds/:refundIndex/reject`: the reason the learner is told. */
export const refundRejectBodySchema = z.object({
  reason: z
    .string('commerce.validation.rejectReason')
    .trim()
    .min(1, 'commerce.validation.rejectReason')
    .max(500, 'commerce.validation.rejectReason'),
});

/** `POST /api/admin/payments/:orderId/cancel`: cancelling a payment outright, with a reason. */
export const paymentCancelBodySchema = z.object({
  reason: z
    .string('commerce.validation.cancelReason')
    .trim()
    .min(1, 'commerce.validation.cancelReason')
    .max(200, 'commerce.validation.cancelReason'),
});

/** One item's figure: what was paid, what the statute gives back, and how. */
export interface RefundItemQuote {
  itemIndex: number;
  itemType: string;
  title: string;
  /** What was paid for it (after discounts and coupons). */
  paymentAmount: number;
  /** What the statute refunds of it. */
  refund: number;
  /** The rule and its numbers (`refund.ts`); `explainRefund` turns it into lines of text. */
  calculation: RefundResult;
  /** Titles of a bundle's children by their `ref` (`lecture:12`), for the explanation. */
  titles: Record<string, string>;
}

/** What a refund of some items of an order would be, now. */
export interface RefundQuoteView {
  orderId: string;
  items: RefundItemQuote[];
  /** Σ the items' statutory figures. */
  statutoryAmount: number;
  /** What would be refunded: the statutory figure, at most the order's balance. */
  amount: number;
  /** What is left of the order's payment to refund (refunds approved but not done counted out). */
  balance: number;
  method: 'card' | 'phone' | null;
  /** A phone payment refunds only in full: if approved, the whole balance comes back. */
  fullOnly: boolean;
  requestedAt: string;
  /** When the decision is due (YYYY-MM-DD, Korea): 5 business days later. */
  dueDate: string;
}

/** A refund as its learner and the admins see it. */
export interface RefundView {
  refundIndex: number;
  orderId: string;
  orderIndex: number;
  orderName: string;
  status: RefundStatus;
  /** `learner`: asked for by the buyer; `admin`: an admin cancelled the payment outright. */
  origin: 'learner' | 'admin';
  reason: string;
  rejectReason: string | null;
  /** The figure frozen when it was asked for (the statute's, or the balance for an admin's cancel). */
  requestedAmount: number;
  /** What was approved; null until then. */
  amount: number | null;
  method: 'card' | 'phone' | null;
  /** What the order was paid, and what is left of it now. */
  paymentAmount: number;
  balance: number;
  fullOnly: boolean;
  items: (Omit<RefundItemQuote, 'refund' | 'calculation' | 'titles'> & {
    requestedAmount: number;
    amount: number | null;
    calculation: RefundResult | null;
    titles: Record<string, string>;
  })[];
  requestedAt: string;
  dueDate: string;
  /** When an undecided request is approved at its statutory figure by itself (the due day's start). */
  autoApproveAt: string;
  /** Undecided past its due day. */
  overdue: boolean;
  decidedAt: string | null;
  /** `admin` or `auto` (approved at the due date). */
  decidedHow: 'admin' | 'auto' | null;
  refundedAt: string | null;
  /** Admins only: the provider's last refusal or failure while the refund is approved. */
  lastError?: string | null;
  attempts?: number;
  /** Admins only: the provider refused the cancel, so it is not retried until an admin tries again. */
  retriesStopped?: boolean;
  learner?: { id: number; name: string; email: string };
}
