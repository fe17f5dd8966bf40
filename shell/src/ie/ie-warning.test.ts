import test from 'ava';
import { ieSuppressMs, isInternetExplorer, shouldShowIeWarning, suppressUntil } from './ie-warning.ts';

const ie11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

test('detects Internet Explorer', (t) => {
  t.true(isInternetExplorer(ie11));
  t.true(isInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)'));
  t.false(isInternetExplorer(chrome));
});

test('suppressed for one day', (t) => {
  const now = 1_000_000;
  t.is(suppressUntil(now), now + ieSuppressMs);
  t.true(shouldShowIeWarning(ie11, null, now));
  t.false(shouldShowIeWarning(ie11, suppressUntil(now), now + ieSuppressMs - 1));
  t.true(shouldShowIeWarning(ie11, suppressUntil(now), now + ieSuppressMs));
  t.false(shouldShowIeWarning(chrome, null, now));
});
