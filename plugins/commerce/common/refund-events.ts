/**
 * Commerce's refund events (`@seodang/plugin-commerce/events`, server only), emitted after the
 * change has committed, from the job that tells the learner.
 */
import { defineEvent } from '@seodang/sdk';

/** A refund was decided for good: the money went back (REFUNDED) or the request was rejected. */
export interface RefundDecidedPayload {
  refundIndex: number;
  /** The order's id as its buyer and the provider know it (`sd{index}-{random}`). */
  orderId: string;
  /** The buyer (users.id). */
  userId: number;
  /** The order's channel (null: the public site). */
  channelId: number | null;
  status: 'REFUNDED' | 'REJECTED';
  /** Won refunded (0 for a rejection). */
  amount: number;
}

/** `commerce.refund-decided`: what a plugin that follows a learner's purchases listens to. */
export const refundDecided = defineEvent<RefundDecidedPayload>('commerce.refund-decided');
