/**
 * An order's states and the changes allowed between them:
 *
 * ```
 * PENDING ──> CONFIRMING ──> PAID ──> PARTIAL_CANCELED ──> CANCELED
 *    │            │            └──────────────────────────────^
 *    ├─> EXPIRED  └─> FAILED
 *    └─> FAILED
 * ```
 * - PENDING: created at checkout with its server-computed amount, waiting for the buyer to pay.
 * - CONFIRMING: the server is confirming the payment with the provider (claimed by the one
 *   request or webhook that won the race; everyone else sees it is taken).
 * - PAID: the provider approved it; the items are granted in the same transaction.
 * - PARTIAL_CANCELED: part of it refunded (more partial refunds may follow); CANCELED: all of it.
 * - FAILED: the provider refused it; EXPIRED: not paid in time. CANCELED, FAILED and EXPIRED are final.
 *
 * A webhook that reports a payment of a PENDING order goes through CONFIRMING like the buyer's
 * own confirm, so there is one path to PAID.
 *
 * Every change is made as `UPDATE orders SET status = :to … WHERE id = :id AND status =
 * ANY(:allowedFrom) RETURNING *` inside a transaction holding the row lock: of two racing
 * confirms or webhooks exactly one gets the row back, and the other sees it is no longer its turn.
 */

/** Every order state, in the order an order goes through them. */
export const orderStates = [
  'PENDING',
  'CONFIRMING',
  'PAID',
  'PARTIAL_CANCELED',
  'CANCELED',
  'FAILED',
  'EXPIRED',
] as const;

/** An order's state. */
export type OrderState = (typeof orderStates)[number];

/** For each state, the states it may change to. */
export const orderTransitions: Readonly<Record<OrderState, readonly OrderState[]>> = {
  PENDING: ['CONFIRMING', 'FAILED', 'EXPIRED'],
  CONFIRMING: ['PAID', 'FAILED'],
  PAID: ['PARTIAL_CANCELED', 'CANCELED'],
  PARTIAL_CANCELED: ['PARTIAL_CANCELED', 'CANCELED'],
  CANCELED: [],
  FAILED: [],
  EXPIRED: [],
};

/** Whether `value` names an order state. */
export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (orderStates as readonly string[]).includes(value);
}

/** Whether an order may change from `from` to `to`. */
export function canTransition(from: OrderState, to: OrderState): boolean {
  return orderTransitions[from].includes(to);
}

/** Whether no change leaves `state` (CANCELED, FAILED, EXPIRED). */
export function isFinal(state: OrderState): boolean {
  return orderTransitions[state].length === 0;
}

/**
 * The states an order may be in to change to `target`, for `WHERE status = ANY(?)`; in the order
 * of {@link orderStates}. Empty for PENDING, which is only ever created.
 */
export function allowedFrom(target: OrderState): OrderState[] {
  return orderStates.filter((from) => canTransition(from, target));
}

/** Thrown when an order is asked to make a change its state does not allow. */
export class OrderTransitionError extends Error {
  readonly from: OrderState;
  readonly to: OrderState;
  constructor(from: OrderState, to: OrderState) {
    super(`An order cannot change from ${from} to ${to}`);
    this.name = 'OrderTransitionError';
    this.from = from;
    this.to = to;
  }
}

/** Returns `to` when the change is allowed. @throws OrderTransitionError otherwise. */
export function transition(from: OrderState, to: OrderState): OrderState {
  if (!canTransition(from, to)) throw new OrderTransitionError(from, to);
  return to;
}

/** States in which the order's items are the buyer's (granted): PAID and PARTIAL_CANCELED. */
export function isPaid(state: OrderState): boolean {
  return state === 'PAID' || state === 'PARTIAL_CANCELED';
}
