// The payment window without a browser: its HTML (language, labels, the test banner in
// Korean, English and Japanese) and the redirects of Pay, Cancel and the test cards.
import test, { type ExecutionContext } from 'ava';
import { randomUUID } from 'node:crypto';
import { payPageUrl, startTestPg, testCardFor, type TestPg } from './index.ts';

let pg: TestPg;
const secretKey = 'test_sk_page_suite';
const auth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

test.before(async () => {
  pg = await startTestPg({ secretKey });
});
test.after.always(async () => {
  await pg?.stop();
});

const banners = {
  ko: '테스트 결제 — 실제로 청구되지 않습니다',
  en: 'Test payment — no real charge',
  ja: 'テスト決済 — 実際には請求されません',
};

function order(extra: Partial<Parameters<typeof payPageUrl>[1]> = {}) {
  return {
    orderId: `order-${randomUUID()}`,
    amount: 39_000,
    orderName: 'React 실전 <강의>',
    successUrl: 'https://shop.example/checkout/success?cart=7',
    failUrl: 'https://shop.example/checkout/fail',
    ...extra,
  };
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, html: await response.text() };
}

/** Every visible form control has a label that points at it, and every description exists. */
function assertLabelled(t: ExecutionContext, html: string) {
  const inputs = [...html.matchAll(/<input\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((i) => !/type="hidden"/.test(i));
  t.true(inputs.length > 0);
  for (const input of inputs) {
    const id = /\bid="([^"]+)"/.exec(input)?.[1];
    t.truthy(id, `an id on ${input}`);
    t.regex(html, new RegExp(`<label for="${id}">[^<]+</label>`));
    for (const described of /aria-describedby="([^"]+)"/.exec(input)?.[1].split(' ') ?? [])
      t.regex(html, new RegExp(`id="${described}"`));
  }
  for (const button of html.matchAll(/<button\b[^>]*>([^<]*)<\/button>/g)) t.not(button[1].trim(), '');
}

for (const lang of ['ko', 'en', 'ja'] as const) {
  test(`the card page in ${lang}: lang attribute, banner, labels`, async (t) => {
    const { status, html } = await page(payPageUrl(pg.url, { ...order(), lang }));
    t.is(status, 200);
    t.regex(html, new RegExp(`<html lang="${lang}">`));
    t.true(html.includes(`<p class="banner" role="note">${banners[lang]}</p>`));
    t.true(html.includes(`<title>`) && html.includes(banners[lang]));
    t.true(html.includes('React 실전 &lt;강의&gt;'), 'the order name is escaped');
    t.regex(html, /39,000/);
    t.regex(html, /autocomplete="cc-number"/);
    t.regex(html, new RegExp(`name="testCard" value="${testCardFor('decline')}"`));
    assertLabelled(t, html);
  });
}

test('the language comes from Accept-Language when no lang is given, Korean otherwise', async (t) => {
  const url = payPageUrl(pg.url, order());
  t.regex((await page(url, { 'accept-language': 'fr-FR, ja;q=0.9, en;q=0.8' })).html, /<html lang="ja">/);
  t.regex((await page(url, { 'accept-language': 'en-US,en;q=0.9' })).html, /<html lang="en">/);
  t.regex((await page(url, { 'accept-language': 'fr' })).html, /<html lang="ko">/);
  const other = (await page(url, { 'accept-language': 'en' })).html;
  t.regex(other, /<a href="[^"]*lang=ja" lang="ja" hreflang="ja">日本語<\/a>/);
  t.regex(other, /hreflang="en" aria-current="page"/);
});

test('the phone page asks for a mobile number', async (t) => {
  const { html } = await page(payPageUrl(pg.url, { ...order(), method: 'phone', lang: 'en' }));
  t.regex(html, /<label for="phoneNumber">Mobile number<\/label>/);
  t.regex(html, /type="tel"/);
  t.false(html.includes('name="testCard"'));
  assertLabelled(t, html);
});

test('a bad request shows its Toss code and does not redirect', async (t) => {
  const { status, html } = await page(payPageUrl(pg.url, { ...order(), orderId: 'a b', lang: 'en' }));
  t.is(status, 400);
  t.regex(html, /INVALID_ORDER_ID/);
  t.regex(html, /<html lang="en">/);
  const small = await page(payPageUrl(pg.url, { ...order(), amount: 50 }));
  t.regex(small.html, /BELOW_MINIMUM_AMOUNT/);
  const script = await page(payPageUrl(pg.url, { ...order(), successUrl: 'javascript:alert(1)' }));
  t.regex(script.html, /INCORRECT_SUCCESS_URL_FORMAT/);
});

async function submit(fields: Record<string, string>) {
  const response = await fetch(`${pg.url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const formOf = (o: ReturnType<typeof order>, lang = 'ko') => ({
  ...o,
  amount: String(o.amount),
  method: o.method ?? 'card',
  lang,
});

test('Pay goes to successUrl with paymentKey, orderId and amount; the payment then confirms', async (t) => {
  const o = order();
  const { status, location } = await submit({
    ...formOf(o),
    cardNumber: '4111 1111 1111 1111',
    action: 'pay',
  });
  t.is(status, 303);
  const url = new URL(location ?? '');
  t.is(`${url.origin}${url.pathname}`, 'https://shop.example/checkout/success');
  t.is(url.searchParams.get('cart'), '7', 'the merchant’s own parameters stay');
  t.is(url.searchParams.get('orderId'), o.orderId);
  t.is(url.searchParams.get('amount'), '39000');
  const paymentKey = url.searchParams.get('paymentKey') ?? '';
  t.regex(paymentKey, /^tpg_/);

  const confirmed = await fetch(`${pg.url}/v1/payments/confirm`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ paymentKey, orderId: o.orderId, amount: o.amount }),
  });
  const payment = (await confirmed.json()) as Record<string, unknown>;
  t.like(payment, { status: 'DONE', orderName: o.orderName, method: '카드', totalAmount: 39_000 });
  t.like(payment.card, { number: '41111111****111*' });

  const receipt = await page((payment.receipt as { url: string }).url + '?lang=ja');
  t.is(receipt.status, 200);
  t.regex(receipt.html, /<html lang="ja">/);
  t.true(receipt.html.includes(banners.ja));
  t.regex(receipt.html, /DONE/);

  const again = await submit({ ...formOf(o), cardNumber: '4111111111111111', action: 'pay' });
  t.is(new URL(again.location ?? '').searchParams.get('code'), 'DUPLICATED_ORDER_ID');
});

test('Cancel and a card declined in the window go to failUrl with code and message', async (t) => {
  const o = order();
  const canceled = await submit({ ...formOf(o, 'en'), cardNumber: '4111111111111111', action: 'cancel' });
  t.is(canceled.status, 303);
  const fail = new URL(canceled.location ?? '');
  t.is(`${fail.origin}${fail.pathname}`, 'https://shop.example/checkout/fail');
  t.is(fail.searchParams.get('code'), 'PAY_PROCESS_CANCELED');
  t.is(fail.searchParams.get('message'), 'Payment has been canceled by the customer.');
  t.is(fail.searchParams.get('orderId'), o.orderId);

  const declined = await submit({ ...formOf(o), testCard: testCardFor('decline-in-window') });
  const declinedUrl = new URL(declined.location ?? '');
  t.is(declinedUrl.searchParams.get('code'), 'REJECT_CARD_COMPANY');
  t.is(declinedUrl.searchParams.get('message'), '결제 승인이 거절되었습니다.');
});

test('a test card button pays with that card; a confirm-time decline card still reaches successUrl', async (t) => {
  const o = order();
  const { location } = await submit({ ...formOf(o), cardNumber: '', testCard: testCardFor('decline') });
  const url = new URL(location ?? '');
  t.truthy(url.searchParams.get('paymentKey'));
  const confirmed = await fetch(`${pg.url}/v1/payments/confirm`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({
      paymentKey: url.searchParams.get('paymentKey'),
      orderId: o.orderId,
      amount: o.amount,
    }),
  });
  t.is(confirmed.status, 403);
  t.deepEqual(await confirmed.json(), {
    code: 'REJECT_CARD_COMPANY',
    message: 'Payment confirm is rejected',
  });
});

test('a wrong card number shows the form again with the error tied to the field', async (t) => {
  const { status, html } = await submit({ ...formOf(order(), 'ja'), cardNumber: '1234', action: 'pay' });
  t.is(status, 400);
  t.regex(html, /<html lang="ja">/);
  t.regex(html, /aria-describedby="cardNumber-hint cardNumber-error" aria-invalid="true"/);
  t.regex(html, /<p class="error" id="cardNumber-error">カード番号を16桁で入力してください。<\/p>/);
  t.regex(html, /value="1234"/);
  assertLabelled(t, html);
});

test('a phone payment is made from the phone form', async (t) => {
  const o = order({ method: 'phone' });
  const { location } = await submit({ ...formOf(o), phoneNumber: '010-1234-5678', action: 'pay' });
  t.truthy(new URL(location ?? '').searchParams.get('paymentKey'));
  const missing = await submit({ ...formOf(order({ method: 'phone' })), phoneNumber: '12', action: 'pay' });
  t.is(missing.status, 400);
});

test('the control API is off unless asked for', async (t) => {
  const response = await fetch(`${pg.url}/__control/calls`);
  t.is(response.status, 404);
});
