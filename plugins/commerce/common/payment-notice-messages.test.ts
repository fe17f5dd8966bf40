import test from 'ava';
import { formatMessage } from '@seodang/sdk/common';
import { paymentNoticeTexts } from './payment-notice-messages.ts';

test('the payment notices are there in ko, en and ja with the same placeholders', (t) => {
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(paymentNoticeTexts[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of keys('ko'))
    for (const locale of ['en', 'ja'] as const)
      t.deepEqual(
        placeholders(paymentNoticeTexts[locale][key]),
        placeholders(paymentNoticeTexts.ko[key]),
        key,
      );
  t.is(
    formatMessage(paymentNoticeTexts.en['commerce.notification.paymentMethodChanged.message'], {
      amount: '30,000',
      orderName: 'Algorithms',
      from: 'card',
      to: 'mobile phone',
    }),
    'You paid 30,000 won for “Algorithms” by mobile phone instead of the declined card payment.',
  );
});
