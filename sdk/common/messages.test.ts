import test from 'ava';
import { pickLocale, translate, validationMessages } from './messages.ts';
import { nestMessages } from './nest-messages.ts';
import { decodeEntities, encodeEntities } from './html.ts';

test('every key exists in ko, en and ja', (t) => {
  const keys = Object.keys(validationMessages.ko).sort();
  t.deepEqual(Object.keys(validationMessages.en).sort(), keys);
  t.deepEqual(Object.keys(validationMessages.ja).sort(), keys);
});

test('locale from cookie, then Accept-Language, else ko', (t) => {
  t.is(pickLocale('en', 'ja'), 'en');
  t.is(pickLocale(undefined, 'ja-JP,ja;q=0.9,en;q=0.8'), 'ja');
  t.is(pickLocale(undefined, 'fr-FR,de'), 'ko');
  t.is(pickLocale(), 'ko');
});

test('translate fills placeholders and passes unknown text through', (t) => {
  t.is(translate('validation.tooLong', 'en', { max: 60 }), 'Please enter no more than 60 characters.');
  t.is(translate('error.server', 'en'), 'An unexpected error occurred on the server.');
  t.is(translate('강좌명을 입력해주세요.', 'en'), '강좌명을 입력해주세요.');
  t.is(translate('x.y', 'ja', {}, [{ ko: { 'x.y': '가' }, en: {}, ja: {} }]), '가', 'falls back to ko');
});

test('entity encoding round-trips', (t) => {
  const s = `<b>"Tom" & 'Jerry'</b> 한글`;
  t.is(encodeEntities(s), '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt; 한글');
  t.is(decodeEntities(encodeEntities(s)), s);
  t.is(decodeEntities('&#x1F600;&nbsp;&unknown;'), '😀\u00a0&unknown;');
});

test('flat catalogues nest for i18next', (t) => {
  t.deepEqual(nestMessages({ 'a.b.c': 'x', 'a.d': 'y', e: 'z' }), { a: { b: { c: 'x' }, d: 'y' }, e: 'z' });
});
