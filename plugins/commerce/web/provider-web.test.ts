import test from 'ava';
import type { PaymentWindow } from './checkout-order.ts';
import { providerWebFor, setPageLeave } from './provider-web.ts';

const payment = (over: Partial<PaymentWindow> = {}): PaymentWindow => ({
  provider: 'test',
  orderId: 'sd1-abcdefghijkl',
  orderName: '파이썬 기초',
  amount: 45_000,
  method: 'card',
  customerName: '김학생',
  successUrl: 'http://localhost/checkout/success',
  failUrl: 'http://localhost/checkout/fail',
  clientKey: null,
  payUrl: 'http://127.0.0.1:8790/pay?orderId=sd1-abcdefghijkl',
  ...over,
});

test("the test provider's window is the page the server names; Toss has no browser adapter yet", async (t) => {
  const left: string[] = [];
  const previous = setPageLeave((url) => left.push(url));
  try {
    const adapter = providerWebFor(payment());
    t.truthy(adapter);
    await adapter!.open(payment());
    t.deepEqual(left, ['http://127.0.0.1:8790/pay?orderId=sd1-abcdefghijkl']);
    await t.throwsAsync(() => adapter!.open(payment({ payUrl: null })));
    t.is(providerWebFor(payment({ provider: 'toss', payUrl: null, clientKey: 'test_ck_x' })), null);
    // Another provider whose window is a page of its own is followed the same way.
    t.truthy(providerWebFor(payment({ provider: 'portone' })));
  } finally {
    setPageLeave(previous);
  }
});
