import test from 'ava';
import { normalizeToastType, toastColors, toastDefaults, toastTypes } from './toast-types.ts';

test('the six types pass; anything else is default', (t) => {
  for (const type of toastTypes) t.is(normalizeToastType(type), type);
  for (const type of [undefined, null, '', 'primary', 'ERROR', 42]) t.is(normalizeToastType(type), 'default');
});

test('spec colours and timing', (t) => {
  t.deepEqual(toastColors, {
    default: '#2b2d36',
    dark: '#2b2d36',
    success: '#00a881',
    warning: '#e6760e',
    info: '#858899',
    error: '#fa5f6e',
  });
  t.deepEqual(toastDefaults, {
    position: 'top-right',
    newestOnTop: true,
    autoClose: 3000,
    hideProgressBar: true,
  });
});
