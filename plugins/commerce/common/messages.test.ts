import test from 'ava';
import { commerceMessages } from './messages.ts';

test('every message is there in ko, en and ja, and none is empty', (t) => {
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(commerceMessages[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
  for (const locale of ['ko', 'en', 'ja'] as const)
    for (const [key, text] of Object.entries(commerceMessages[locale])) {
      t.true(key.startsWith('commerce.'), key);
      t.true(text.trim().length > 0, `${locale} ${key}`);
    }
});
