import type { PaymentWindow } from './checkout-order.ts';

/**
 * How the browser reaches a payment provider's window: one small adapter per provider, chosen by
 * the `payment.provider` the checkout answers. The server decides the provider
 * (`COMMERCE_PROVIDER`); the web only opens what it was given. Every window comes back to
 * `/checkout/success` (`paymentType=NORMAL&orderId&paymentKey&amount`) or `/checkout/fail`
 * (`code&message&orderId`), which is what those screens read.
 *
 * - `test` (the local test provider): the server gives the window's address (`payUrl`) and the
 *   browser goes there.
 * - `toss`: Toss's browser SDK with the `clientKey` (redirect flow: Toss sends the buyer to
 *   `successUrl` or `failUrl` with the query above).
 * - `portone`: PortOne's browser SDK with the `storeId` and the method's `channelKey`; our order
 *   id is PortOne's `paymentId`. Its answer (`paymentId`, `code`, `message`) is mapped onto the
 *   screens' query by {@link portoneReturnUrl}.
 *
 * The SDKs are loaded with `import()` only when their provider is used, so they add nothing to
 * any page's first JavaScript; they fetch their scripts from the providers' servers.
 */
export interface ProviderWeb {
  /** Sends the buyer to pay; resolves when the page is leaving. */
  open(payment: PaymentWindow): Promise<void>;
}

/** The part of `@tosspayments/tosspayments-sdk` (v2) the adapter uses. */
export interface TossSdk {
  ANONYMOUS: string;
  loadTossPayments(clientKey: string): Promise<{
    payment(options: { customerKey: string }): {
      requestPayment(request: {
        method: 'CARD' | 'MOBILE_PHONE';
        amount: { currency: 'KRW'; value: number };
        orderId: string;
        orderName: string;
        successUrl: string;
        failUrl: string;
        customerName?: string;
      }): Promise<unknown>;
    };
  }>;
}

/** PortOne's answer when the window closes without a redirect (desktop). */
export interface PortOneResponse {
  paymentId?: string;
  code?: string;
  message?: string;
}

/** The part of `@portone/browser-sdk/v2` the adapter uses. */
export interface PortOneSdk {
  requestPayment(request: {
    storeId: string;
    channelKey: string;
    paymentId: string;
    orderName: string;
    totalAmount: number;
    currency: 'CURRENCY_KRW';
    payMethod: 'CARD' | 'MOBILE';
    redirectUrl: string;
    customer?: { fullName?: string };
  }): Promise<PortOneResponse | undefined>;
}

/** How each SDK is loaded (a seam for tests: the real ones reach the providers' servers). */
export interface SdkLoaders {
  toss: () => Promise<TossSdk>;
  portone: () => Promise<PortOneSdk>;
}

let loaders: SdkLoaders = {
  toss: () => import('@tosspayments/tosspayments-sdk') as Promise<TossSdk>,
  portone: () => import('@portone/browser-sdk/v2').then((m) => m.default as unknown as PortOneSdk),
};

/** Replaces how the SDKs are loaded (tests); returns the previous loaders. */
export function setSdkLoaders(next: Partial<SdkLoaders>): SdkLoaders {
  const previous = loaders;
  loaders = { ...loaders, ...next };
  return previous;
}

/** Leaves the page for the given address (a seam for tests). */
let leave = (url: string) => window.location.assign(url);

/** Replaces how the page is left (tests); returns the previous way. */
export function setPageLeave(next: (url: string) => void): (url: string) => void {
  const previous = leave;
  leave = next;
  return previous;
}

/** `base` with these query parameters. */
function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base, 'http://localhost');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return /^[a-z]+:/i.test(base) ? url.toString() : `${url.pathname}${url.search}`;
}

/** The success screen's query for a paid order (the server confirms it with the provider). */
const successQuery = (payment: PaymentWindow) => ({
  paymentType: 'NORMAL',
  orderId: payment.orderId,
  paymentKey: payment.orderId,
  amount: String(payment.amount),
});

/**
 * Where PortOne's answer sends the buyer: with a `code` (refused, cancelled by the buyer) the
 * fail screen with that code and message; otherwise the success screen, whose confirm asks the
 * server, which reads the payment from PortOne (the answer itself is never trusted).
 */
export function portoneReturnUrl(payment: PaymentWindow, response: PortOneResponse | undefined): string {
  if (response?.code)
    return withQuery(payment.failUrl, {
      code: response.code,
      message: response.message ?? '',
      orderId: payment.orderId,
    });
  return withQuery(payment.successUrl, successQuery(payment));
}

/** A provider whose window is a page of its own: the server gives its full address. */
const redirectAdapter: ProviderWeb = {
  open(payment) {
    if (!payment.payUrl) return Promise.reject(new Error(`no payUrl for ${payment.provider}`));
    leave(payment.payUrl);
    return Promise.resolve();
  },
};

const tossAdapter: ProviderWeb = {
  async open(payment) {
    if (!payment.clientKey) throw new Error('no Toss client key');
    const sdk = await loaders.toss();
    const toss = await sdk.loadTossPayments(payment.clientKey);
    // Toss leaves for successUrl or failUrl itself, adding the query the screens read.
    await toss.payment({ customerKey: sdk.ANONYMOUS }).requestPayment({
      method: payment.method === 'phone' ? 'MOBILE_PHONE' : 'CARD',
      amount: { currency: 'KRW', value: payment.amount },
      orderId: payment.orderId,
      orderName: payment.orderName,
      successUrl: payment.successUrl,
      failUrl: payment.failUrl,
      customerName: payment.customerName,
    });
  },
};

const portoneAdapter: ProviderWeb = {
  async open(payment) {
    if (!payment.storeId || !payment.channelKey) throw new Error(`no PortOne channel for ${payment.method}`);
    const sdk = await loaders.portone();
    const response = await sdk.requestPayment({
      storeId: payment.storeId,
      channelKey: payment.channelKey,
      paymentId: payment.orderId,
      orderName: payment.orderName,
      totalAmount: payment.amount,
      currency: 'CURRENCY_KRW',
      payMethod: payment.method === 'phone' ? 'MOBILE' : 'CARD',
      // On a phone PortOne leaves for this address (adding paymentId, and code and message when
      // it failed); the success screen's query is already on it.
      redirectUrl: withQuery(payment.successUrl, successQuery(payment)),
      customer: { fullName: payment.customerName },
    });
    leave(portoneReturnUrl(payment, response));
  },
};

/**
 * The codes the providers' SDKs reject with when the buyer closes the window: Toss's `USER_CANCEL`
 * and `PAY_PROCESS_CANCELED`. (PortOne answers a closed window with a `code`, mapped by
 * `portoneReturnUrl`.)
 */
const windowClosedCodes = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);

/** Whether an SDK's rejection means the buyer closed the window. */
export function isWindowClosed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && windowClosedCodes.has(code);
}

const adapters: Record<string, ProviderWeb> = {
  test: redirectAdapter,
  toss: tossAdapter,
  portone: portoneAdapter,
};

/** The adapter for this payment, or null when the browser cannot open that provider. */
export function providerWebFor(payment: PaymentWindow): ProviderWeb | null {
  return adapters[payment.provider] ?? (payment.payUrl ? redirectAdapter : null);
}
