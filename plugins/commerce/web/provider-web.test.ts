import test from 'ava';
import type { PaymentWindow } from './checkout-order.ts';
import {
  isWindowClosed,
  portoneReturnUrl,
  providerWebFor,
  setPageLeave,
  setSdkLoaders,
  type PortOneSdk,
  type TossSdk,
} from './provider-web.ts';

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
  storeId: null,
  channelKey: null,
  ...over,
});

/** Runs `body` with the page's leaving recorded. */
async function leaving(body: (left: string[]) => Promise<void>) {
  const left: string[] = [];
  const previous = setPageLeave((url) => left.push(url));
  try {
    await body(left);
  } finally {
    setPageLeave(previous);
  }
}

test.serial("the test provider's window is the page the server names", async (t) => {
  await leaving(async (left) => {
    const adapter = providerWebFor(payment());
    t.truthy(adapter);
    await adapter!.open(payment());
    t.deepEqual(left, ['http://127.0.0.1:8790/pay?orderId=sd1-abcdefghijkl']);
    await t.throwsAsync(() => adapter!.open(payment({ payUrl: null })));
    // An unknown provider whose window is a page of its own is followed the same way.
    t.truthy(providerWebFor(payment({ provider: 'other' })));
    t.is(providerWebFor(payment({ provider: 'other', payUrl: null })), null);
  });
});

test.serial("toss: the SDK is loaded only then, and asked for Toss's redirect flow", async (t) => {
  const requests: unknown[] = [];
  const keys: string[] = [];
  const sdk: TossSdk = {
    ANONYMOUS: '@@ANONYMOUS',
    loadTossPayments: (clientKey) => {
      keys.push(clientKey);
      return Promise.resolve({
        payment: ({ customerKey }) => ({
          requestPayment: (request) => {
            requests.push({ customerKey, ...request });
            return Promise.resolve();
          },
        }),
      });
    },
  };
  let loads = 0;
  const previous = setSdkLoaders({ toss: () => (loads++, Promise.resolve(sdk)) });
  try {
    const toss = payment({ provider: 'toss', payUrl: null, clientKey: 'test_ck_x', method: 'phone' });
    const adapter = providerWebFor(toss)!;
    t.is(loads, 0, 'choosing the adapter loads nothing');
    await adapter.open(toss);
    t.is(loads, 1);
    t.deepEqual(keys, ['test_ck_x']);
    t.deepEqual(requests, [
      {
        customerKey: '@@ANONYMOUS',
        method: 'MOBILE_PHONE',
        amount: { currency: 'KRW', value: 45_000 },
        orderId: 'sd1-abcdefghijkl',
        orderName: '파이썬 기초',
        successUrl: 'http://localhost/checkout/success',
        failUrl: 'http://localhost/checkout/fail',
        customerName: '김학생',
      },
    ]);
    await t.throwsAsync(() => adapter.open({ ...toss, clientKey: null }), { message: /client key/ });
  } finally {
    setSdkLoaders(previous);
  }
});

test.serial(
  "portone: paid with the store and channel key; PortOne's answer maps onto the screens' query",
  async (t) => {
    const requests: Parameters<PortOneSdk['requestPayment']>[0][] = [];
    let answer: Awaited<ReturnType<PortOneSdk['requestPayment']>> = { paymentId: 'sd1-abcdefghijkl' };
    const previous = setSdkLoaders({
      portone: () =>
        Promise.resolve({
          requestPayment: (request) => {
            requests.push(request);
            return Promise.resolve(answer);
          },
        }),
    });
    const portone = payment({
      provider: 'portone',
      payUrl: null,
      storeId: 'store-x',
      channelKey: 'channel-key-card',
    });
    try {
      await leaving(async (left) => {
        await providerWebFor(portone)!.open(portone);
        t.like(requests[0], {
          storeId: 'store-x',
          channelKey: 'channel-key-card',
          paymentId: 'sd1-abcdefghijkl',
          orderName: '파이썬 기초',
          totalAmount: 45_000,
          currency: 'CURRENCY_KRW',
          payMethod: 'CARD',
          customer: { fullName: '김학생' },
        });
        // The phone redirect comes back to the success screen with its query already on it.
        const redirect = new URL(requests[0].redirectUrl);
        t.is(redirect.pathname, '/checkout/success');
        t.is(redirect.searchParams.get('paymentKey'), 'sd1-abcdefghijkl');
        t.is(redirect.searchParams.get('amount'), '45000');
        answer = { paymentId: 'sd1-abcdefghijkl', code: 'FAILURE_TYPE_PG', message: '카드 한도 초과' };
        await providerWebFor(portone)!.open({ ...portone, method: 'phone' });
        t.is(requests[1].payMethod, 'MOBILE');
        t.deepEqual(left, [
          'http://localhost/checkout/success?paymentType=NORMAL&orderId=sd1-abcdefghijkl&paymentKey=sd1-abcdefghijkl&amount=45000',
          'http://localhost/checkout/fail?code=FAILURE_TYPE_PG&message=%EC%B9%B4%EB%93%9C+%ED%95%9C%EB%8F%84+%EC%B4%88%EA%B3%BC&orderId=sd1-abcdefghijkl',
        ]);
      });
      await t.throwsAsync(() => providerWebFor(portone)!.open({ ...portone, channelKey: null }), {
        message: /no PortOne channel/,
      });
    } finally {
      setSdkLoaders(previous);
    }
  },
);

test('portoneReturnUrl: a code goes to the fail screen, none (or no answer: redirected) to success', (t) => {
  const p = payment({ provider: 'portone', successUrl: '/checkout/success', failUrl: '/checkout/fail' });
  t.is(
    portoneReturnUrl(p, undefined),
    '/checkout/success?paymentType=NORMAL&orderId=sd1-abcdefghijkl&paymentKey=sd1-abcdefghijkl&amount=45000',
  );
  t.is(
    portoneReturnUrl(p, { paymentId: p.orderId, code: 'PAY_PROCESS_CANCELED' }),
    '/checkout/fail?code=PAY_PROCESS_CANCELED&message=&orderId=sd1-abcdefghijkl',
  );
});

test('a window the buyer closed is told apart from a failure to open it', (t) => {
  t.true(isWindowClosed({ code: 'USER_CANCEL', message: '사용자가 결제를 취소하였습니다' }));
  t.true(isWindowClosed(Object.assign(new Error('closed'), { code: 'PAY_PROCESS_CANCELED' })));
  t.false(isWindowClosed(new Error('script failed to load')));
  t.false(isWindowClosed({ code: 'INVALID_CARD_COMPANY' }));
  t.false(isWindowClosed(null));
});
