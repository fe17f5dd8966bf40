import test from 'ava';
import { defaultLedgerRates, saleLines } from './ledger.ts';

test('each item is split among its recipients by share; the platform keeps what has none; 0 won is left out', (t) => {
  const lines = saleLines(
    [
      {
        orderItemId: 1,
        amount: 10_001,
        recipients: [
          { userId: 7, share: 1 },
          { userId: 8, share: 1 },
        ],
      },
      { orderItemId: 2, amount: 3_000, recipients: [] },
      { orderItemId: 3, amount: 0, recipients: [{ userId: 7, share: 1 }] },
    ],
    'card',
  );
  t.deepEqual(lines, [
    { orderItemId: 1, recipientUserId: 7, amount: 5_001, fee: 0, commission: 0, net: 5_001 },
    { orderItemId: 1, recipientUserId: 8, amount: 5_000, fee: 0, commission: 0, net: 5_000 },
    { orderItemId: 2, recipientUserId: null, amount: 3_000, fee: 0, commission: 0, net: 3_000 },
  ]);
  t.deepEqual(defaultLedgerRates.paymentFeeBasisPoints, { card: 0, phone: 0 });
});

test('the fee is split among the lines by amount and the commission taken per recipient line; amount − fee − commission = net', (t) => {
  const rates = { paymentFeeBasisPoints: { card: 330, phone: 500 }, commissionBasisPoints: 2_000 };
  const items = [
    {
      orderItemId: 1,
      amount: 70_000,
      recipients: [
        { userId: 7, share: 7 },
        { userId: 8, share: 3 },
      ],
    },
    { orderItemId: 2, amount: 33_333, recipients: [] },
  ];
  const lines = saleLines(items, 'card', rates);
  const sum = (k: 'amount' | 'fee' | 'commission' | 'net') => lines.reduce((s, l) => s + l[k], 0);
  t.is(sum('amount'), 103_333);
  t.is(sum('fee'), Math.floor((103_333 * 330) / 10_000));
  for (const l of lines) t.is(l.net, l.amount - l.fee - l.commission);
  t.deepEqual(
    lines.map((l) => [l.recipientUserId, l.amount, l.commission]),
    [
      [7, 49_000, 9_800],
      [8, 21_000, 4_200],
      [null, 33_333, 0],
    ],
  );
  t.is(
    sum('fee'),
    saleLines(items, 'card', rates).reduce((s, l) => s + l.fee, 0),
  );
  t.is(
    saleLines(items, null, rates).reduce((s, l) => s + l.fee, 0),
    0,
  );
});
