import test from 'ava';
import { staticPathRefusal } from './static.ts';

test('static paths that can name no file are refused before koa-send', (t) => {
  t.is(staticPathRefusal(''), 404);
  t.is(staticPathRefusal('%00'), 404);
  t.is(staticPathRefusal('..%2fpackage.json'), 404);
  t.is(staticPathRefusal('a/../../b'), 404);
  t.is(staticPathRefusal('a'.repeat(600)), 404);
  t.is(staticPathRefusal('%E0%A4%A'), 400);
  t.is(staticPathRefusal('main.0123abcd.js'), null);
  t.is(staticPathRefusal('workspace/remoteEntry.js'), null);
});
