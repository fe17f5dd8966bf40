/**
 * Shared by the commerce plugin's server and web halves: pure rules, types and messages. The
 * refund decision's due date (`refund-due.ts`, with the Korean holiday data) is not re-exported
 * here, so a screen that only prices or shows a refund does not load that data.
 */
export { commerceMessages } from './messages.ts';
export * from './won.ts';
export * from './allocation.ts';
export * from './pricing.ts';
export * from './coupon-errors.ts';
export * from './order-state.ts';
export * from './refund.ts';
export type * from './cart.ts';
export * from './checkout.ts';
export * from './ledger.ts';
export * from './payment-messages.ts';
export { purchasableKindPattern } from './purchasable-kind.ts';
