import { clientErrorCodes, readCookie } from '@seodang/sdk/web';
import type { CheckoutBody } from '../common/checkout.ts';
import type { Answer, CheckedCoupon, Order, PaymentWindow } from './checkout-order.ts';

export * from './checkout-order.ts';

/**
 * One API call that keeps the whole refusal (`{ err: { code, message, … } }`): the checkout's
 * answers carry figures (409 price_changed) and codes (couponErrorCode, providerCode) beside the
 * message. Same-origin cookies and the CSRF header on writes, as the SDK's client does.
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    const token = readCookie(document.cookie, 'sd_csrf');
    if (token) headers['x-csrf-token'] = token;
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, refusal: { status: 0, code: clientErrorCodes.network, message: '', extra: {} } };
  }
  const parsed = (await response.json().catch(() => null)) as {
    data?: T;
    err?: { code?: string; message?: string } & Record<string, unknown>;
  } | null;
  if (response.ok) return { ok: true, status: response.status, data: parsed?.data as T };
  const { code, message, ...extra } = parsed?.err ?? {};
  return {
    ok: false,
    refusal: {
      status: response.status,
      code: typeof code === 'string' ? code : clientErrorCodes.unexpected,
      message: typeof message === 'string' ? message : '',
      extra,
    },
  };
}

/** The checkout calls (plugin README, "API"). */
export const checkoutApi = {
  checkout: (body: CheckoutBody) =>
    call<{ order: Order; payment: PaymentWindow | null }>('POST', '/api/checkout', body),
  confirm: (body: { paymentKey: string; orderId: string; amount: number }) =>
    call<Order>('POST', '/api/checkout/confirm', body),
  order: (orderId: string) => call<Order>('GET', `/api/checkout/order/${encodeURIComponent(orderId)}`),
  checkCoupon: (code: string, lectures: { index: number; itemType: string }[]) =>
    call<CheckedCoupon>('POST', '/api/coupon/check', { code, lectures }),
};
