import test from 'ava';
import { clientErrorAnswer, localeOf } from './client-error.ts';

test('an overlong request line or header is a 431, anything else the parser refuses a 400', (t) => {
  t.like(clientErrorAnswer('HPE_HEADER_OVERFLOW'), { status: 431, code: 'headers_too_large' });
  t.like(clientErrorAnswer('HPE_INVALID_METHOD'), { status: 400, code: 'bad_request' });
  t.like(clientErrorAnswer(undefined), { status: 400, code: 'bad_request' });
});

test('the answer speaks the locale cookie of what arrived, Korean otherwise', (t) => {
  t.is(localeOf(Buffer.from('GET /x HTTP/1.1\r\nCookie: a=1; sd_locale=ja\r\n')), 'ja');
  t.is(localeOf(Buffer.from('GET /x HTTP/1.1\r\nCookie: sd_locale=en\r\n')), 'en');
  t.is(localeOf(Buffer.from('GET /x HTTP/1.1\r\nCookie: xsd_locale=en\r\n')), 'ko');
  t.is(localeOf(undefined), 'ko');
});
