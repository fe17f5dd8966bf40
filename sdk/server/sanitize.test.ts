import test from 'ava';
import { sanitizeRichText, sanitizePlainText } from './sanitize.ts';

test('rich text keeps formatting and drops scripts and handlers', (t) => {
  const out = sanitizeRichText(
    '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
  );
  t.true(out.includes('<b>there</b>'));
  t.false(/script|onclick|onerror|javascript:/i.test(out));
});

test('links get rel=noopener', (t) => {
  t.regex(sanitizeRichText('<a href="https://a.com" target="_blank">a</a>'), /rel="noopener noreferrer"/);
});

test('plain text escapes markup', (t) => {
  t.false(sanitizePlainText('<img src=x onerror=alert(1)>hi').includes('<img'));
});
