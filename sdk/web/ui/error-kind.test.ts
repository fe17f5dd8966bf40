import test from 'ava';
import { ApiError } from '../api/api-error.ts';
import { errorKind } from './error-kind.ts';

test('refusals and missing things get their own states; other failures keep the retry', (t) => {
  t.is(errorKind(new ApiError('forbidden', 'No', 403)), 'denied');
  t.is(errorKind(new ApiError('login_required', 'Sign in', 401)), 'denied');
  t.is(errorKind(new ApiError('not_found', 'Gone', 404)), 'missing');
  t.is(errorKind(new ApiError('unexpected', 'Boom', 500)), 'other');
  t.is(errorKind(new Error('network')), 'other');
  t.is(errorKind(undefined), 'other');
});
