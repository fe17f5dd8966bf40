/**
 * Commerce's payment events (`@seodang/plugin-commerce/events`, server only), emitted after the
 * change has committed, from the job that tells the buyer.
 */
import { defineEvent } from '@seodang/sdk';

/** The provider declined a payment of an order, and the order failed. */
export interface PaymentDeniedPayload {
  /** The order's id as its buyer and the provider know it (`sd{index}-{random}`). */
  orderId: string;
  /** The buyer (users.id). */
  userId: number;
  /** The order's channel (null: the public site). */
  channelId: number | null;
  method: 'card' | 'phone' | null;
  /** The provider's decline code (Toss's, e.g. REJECT_CARD_COMPANY). */
  providerCode: string;
  /** Won the payment was for. */
  amount: number;
}

/** `commerce.payment-denied`: a payment was declined and its order failed. */
export const paymentDenied = defineEvent<PaymentDeniedPayload>('commerce.payment-denied');

/** A buyer whose payment was declined paid the same items another way. */
export interface PaymentMethodChangedPayload {
  /** The paid order. */
  orderId: string;
  /** The buyer's declined order just before it. */
  failedOrderId: string;
  userId: number;
  channelId: number | null;
  from: 'card' | 'phone';
  to: 'card' | 'phone';
  /** Won paid. */
  amount: number;
}

/** `commerce.payment-method-changed`: the retry after a declined payment was paid with another method. */
export const paymentMethodChanged = defineEvent<PaymentMethodChangedPayload>(
  'commerce.payment-method-changed',
);
