/**
 * Where checkout happens. The checkout screen comes with the next part of commerce's web half; until
 * it is declared (a `/checkout` route in `index.tsx`), this is null and the cart's Checkout button
 * stays disabled and says why, rather than leading to a not-found screen. The checked items travel
 * as the cart's `isChecked` (kept on the server) and as `?items=` for the screen to read.
 */
export const checkoutPath: string | null = null;

/** The checkout address for these cart items, or null while there is no checkout screen. */
export const checkoutHref = (itemIndexes: readonly number[]): string | null =>
  checkoutPath ? `${checkoutPath}?items=${itemIndexes.join(',')}` : null;
