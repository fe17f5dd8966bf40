import test from 'ava';
import i18next from 'i18next';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';

// Counts read naturally: English has a singular, Korean and Japanese a single form.
test('counted texts use plural forms', async (t) => {
  const i18n = i18next.createInstance();
  await i18n.init({
    showSupportNotice: false,
    resources: { en: { c: en }, ko: { c: ko }, ja: { c: ja } },
    ns: ['c'],
    defaultNS: 'c',
  });
  const tr = (lng: string, key: string, count: number) => i18n.getFixedT(lng)(key, { count });
  t.is(tr('en', 'qna.answers', 1), '1 answer');
  t.is(tr('en', 'qna.answers', 2), '2 answers');
  t.is(tr('en', 'time.minutes', 1), '1 minute ago');
  t.is(tr('en', 'notification.open', 1), '1 unread notification');
  t.is(tr('ko', 'qna.answers', 1), '답변 1');
  t.is(tr('ja', 'time.hours', 3), '3時間前');
});
