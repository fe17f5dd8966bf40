/**
 * Where checkout happens: the checkout screen (`/checkout` in `index.tsx`). Null would disable
 * the cart's Checkout button and say why, rather than lead to a not-found screen. The checked
 * items travel as the cart's `isChecked` (kept on the server) and as `?items=` for the screen to read.
 */
export const checkoutPath: string | null = '/checkout';

/** The checkout address for these cart items, or null while there is no checkout screen. */
export const checkoutHref = (itemIndexes: readonly number[]): string | null =>
  checkoutPath ? `${checkoutPath}?items=${itemIndexes.join(',')}` : null;
