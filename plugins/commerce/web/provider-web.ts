import type { PaymentWindow } from './checkout-order.ts';

/**
 * How the browser reaches a payment provider's window: one small adapter per provider, chosen by
 * the `payment.provider` the checkout answers. The server decides the provider
 * (`COMMERCE_PROVIDER`); the web only opens what it was given.
 *
 * - `test` (the local test provider, `COMMERCE_PROVIDER=test`): the server gives the window's
 *   address (`payUrl`) and the browser goes there; the window comes back to `/checkout/success`
 *   (`paymentType=NORMAL&orderId&paymentKey&amount`) or `/checkout/fail` (`code&message&orderId`).
 * - `toss`: Toss's browser SDK with `clientKey` comes later; until then there is no adapter and the
 *   screen says the method cannot be opened here.
 */
export interface ProviderWeb {
  /** Sends the buyer to pay; resolves when the page is leaving. */
  open(payment: PaymentWindow): Promise<void>;
}

/** Leaves the page for the given address (a seam for tests). */
let leave = (url: string) => window.location.assign(url);

/** Replaces how the page is left (tests); returns the previous way. */
export function setPageLeave(next: (url: string) => void): (url: string) => void {
  const previous = leave;
  leave = next;
  return previous;
}

/** A provider whose window is a page of its own: the server gives its full address. */
const redirectAdapter: ProviderWeb = {
  open(payment) {
    if (!payment.payUrl) return Promise.reject(new Error(`no payUrl for ${payment.provider}`));
    leave(payment.payUrl);
    return Promise.resolve();
  },
};

const adapters: Record<string, ProviderWeb> = {
  test: redirectAdapter,
};

/** The adapter for this payment, or null when the browser cannot open that provider yet. */
export function providerWebFor(payment: PaymentWindow): ProviderWeb | null {
  return adapters[payment.provider] ?? (payment.payUrl ? redirectAdapter : null);
}
