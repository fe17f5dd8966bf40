import test from 'ava';
import { ApiError, isApiError, toApiError } from './api-error.ts';
import { buildUrl } from './api-client.ts';
import { readCookie } from './cookies.ts';

test('an {err:{code,message}} body becomes a typed ApiError', (t) => {
  const error = toApiError(401, { err: { code: 'invalid_credentials', message: 'Wrong' } }, 'fallback');
  t.true(error instanceof ApiError);
  t.is(error.code, 'invalid_credentials');
  t.is(error.message, 'Wrong');
  t.is(error.status, 401);
  t.true(isApiError(error, 'invalid_credentials'));
  t.false(isApiError(error, 'other'));
});

test('a body without err.code is unexpected, with the fallback message', (t) => {
  const error = toApiError(500, '<html>', 'An unexpected error occurred on the server.');
  t.is(error.code, 'unexpected');
  t.is(error.message, 'An unexpected error occurred on the server.');
});

test('query strings skip empty values', (t) => {
  t.is(buildUrl('/api/qna', { page: 2, search: '', limit: undefined }), '/api/qna?page=2');
  t.is(buildUrl('/api/qna'), '/api/qna');
  t.is(buildUrl('/api/x?a=1', { b: 'c d' }), '/api/x?a=1&b=c+d');
});

test('reads the CSRF cookie', (t) => {
  t.is(readCookie('sd_locale=en; sd_csrf=abc%3D; x=1', 'sd_csrf'), 'abc=');
  t.is(readCookie('sd_locale=en', 'sd_csrf'), undefined);
});

test('validation errors keep every field message', (t) => {
  const error = toApiError(
    400,
    {
      err: {
        code: 'validation',
        message: 'first',
        fields: [
          { path: 'body.email', message: 'bad mail' },
          { path: 'body.name', message: 'no name' },
          { nope: 1 },
        ],
      },
    },
    'fallback',
  );
  t.is(error.fields.length, 2);
  t.is(error.fieldMessage('name'), 'no name');
  t.is(error.fieldMessage('missing'), undefined);
});
