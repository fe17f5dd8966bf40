import test from 'ava';
import { localeCookieLine, pickSupportedLocale } from './locale.ts';

test('picks the first supported locale, else ko', (t) => {
  t.is(pickSupportedLocale(undefined, 'ja'), 'ja');
  t.is(pickSupportedLocale('en-US'), 'en');
  t.is(pickSupportedLocale('fr', null), 'ko');
});

test('the cookie is sd_locale for the whole site', (t) => {
  t.regex(localeCookieLine('en'), /^sd_locale=en; path=\//);
});
