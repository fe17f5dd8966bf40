import test from 'ava';
import { formatMessage } from '@seodang/sdk/common';
import { refundFor, refundRules } from './refund.ts';
import { explainRefund } from './refund-explain.ts';
import { refundTexts } from './refund-messages.ts';

const locales = ['ko', 'en', 'ja'] as const;

test('every refund text is there in ko, en and ja, and every rule has its words', (t) => {
  const keys = (l: (typeof locales)[number]) => Object.keys(refundTexts[l]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
  for (const rule of refundRules) t.truthy(refundTexts.ko[`commerce.refund.rule.${rule}`], rule);
  for (const l of locales)
    for (const [key, text] of Object.entries(refundTexts[l])) {
      t.true(key.startsWith('commerce.'), key);
      t.true(text.trim().length > 0, `${l} ${key}`);
    }
});

test('the arithmetic as lines: each key worded with every number it names, nested parts deeper', (t) => {
  const results = [
    refundFor({
      item: { kind: 'recorded', paid: 40_000, totalLessons: 4, studiedLessons: 1 },
      purchasedAt: '2025-03-03T10:00:00+09:00',
      requestedAt: '2025-03-20T10:00:00+09:00',
    }),
    refundFor({
      item: {
        kind: 'scheduled',
        paid: 90_000,
        startsAt: '2025-03-01T00:00:00+09:00',
        endsAt: '2025-05-31T23:00:00+09:00',
      },
      purchasedAt: '2025-02-01T10:00:00+09:00',
      requestedAt: '2025-04-05T10:00:00+09:00',
    }),
    refundFor({
      item: {
        kind: 'bundle',
        children: [
          { kind: 'recorded', ref: 'lecture:1', paid: 10_000, totalLessons: 2, studiedLessons: 0 },
          { kind: 'recorded', ref: 'lecture:2', paid: 20_000, totalLessons: 2, studiedLessons: 1 },
        ],
      },
      purchasedAt: '2025-03-03T10:00:00+09:00',
      requestedAt: '2025-03-05T10:00:00+09:00',
    }),
  ];
  const [recorded, byMonth, bundle] = results.map((r) => explainRefund(r, { 'lecture:1': '파이썬' }));
  t.like(recorded, [
    { key: 'commerce.refund.rule.recorded-pro-rata', params: { kept: 10_000, refund: 30_000 } },
  ]);
  t.is(byMonth[0].key, 'commerce.refund.rule.scheduled-by-month');
  t.deepEqual(
    byMonth.slice(1).map((l) => [l.key, l.depth]),
    [
      ['commerce.refund.month.past', 1],
      ['commerce.refund.month.current', 1],
      ['commerce.refund.rule.scheduled-before-third', 2],
      ['commerce.refund.month.later', 1],
    ],
  );
  t.like(bundle[1], { key: 'commerce.refund.child', params: { title: '파이썬' }, depth: 1 });
  t.like(bundle[3], { key: 'commerce.refund.child', params: { title: '2' } });
  for (const l of locales)
    for (const line of [...recorded, ...byMonth, ...bundle]) {
      const text = formatMessage(refundTexts[l][line.key], line.params);
      t.false(/\{\w+\}/.test(text), `${l} ${line.key}: ${text}`);
    }
  t.regex(
    formatMessage(refundTexts.en[recorded[0].key], recorded[0].params),
    /40000 − ⌊40000 × 1 ÷ 4⌋ = 40000 − 10000 = 30000/,
  );
});
