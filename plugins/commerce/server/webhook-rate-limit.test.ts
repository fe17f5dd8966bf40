/**
 * The provider's webhook route is public, and each new event is a row of the inbox: one address
 * sending more than its budget a minute is refused with 429 (Retry-After, the message in the
 * caller's language) before anything is recorded, so a flood cannot fill the table.
 */
import test from 'ava';
import { startCheckoutFixture, type CheckoutFixture } from '../testing/checkout-fixture.ts';
import { webhookRateLimit } from './routes/webhook.ts';

let fx: CheckoutFixture;

test.before(async () => {
  // No payments here, and the provider's own webhooks would share the test's address.
  fx = await startCheckoutFixture({ webhooks: false });
});
test.after.always(async () => {
  await fx?.stop();
});

const event = (n: number) => ({
  eventType: 'PAYMENT_STATUS_CHANGED',
  createdAt: '2025-03-01T12:00:00.000000',
  data: { paymentKey: `tpg_flood_${n}`, orderId: 'sd1-AAAAAAAAAAAA', status: 'DONE' },
});

test('a flood of webhooks from one address is refused past its budget, and the inbox holds no more', async (t) => {
  const budget = webhookRateLimit.perAddress;
  const statuses: number[] = [];
  let refused: Response | undefined;
  for (let start = 0; start < budget + 20; start += 20) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fx.app.client().request('POST', '/api/commerce/webhook/toss', event(start + i)),
      ),
    );
    for (const res of answers) {
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      else await res.body?.cancel();
    }
  }
  t.is(statuses.filter((s) => s === 200).length, budget);
  t.is(statuses.filter((s) => s === 429).length, 20);
  t.truthy(refused);
  t.true(Number(refused!.headers.get('retry-after')) > 0);
  const body = (await refused!.json()) as { err: { code: string; message: string } };
  t.is(body.err.code, 'too_many_requests');
  t.regex(body.err.message, /요청이 너무 많습니다/);
  const rows = await fx.app.core
    .db('commerce_webhook_inbox')
    .where('payment_key', 'like', 'tpg_flood_%')
    .count({ n: '*' })
    .first();
  t.is(Number(rows?.n), budget);
});
