import test from 'ava';
import { builtForAnotherMode } from './web-build.ts';

// A build made with the developer screens (/dev/ui) is not reused by a production start, nor one
// made without them by a development start: the mode is part of what makes a build fresh.
const manifest = (devScreens?: boolean) => JSON.stringify({ js: ['/assets/main.js'], css: [], devScreens });

test('a build is reused only for the mode it was made for', (t) => {
  t.false(builtForAnotherMode(manifest(true), 'development'));
  t.false(builtForAnotherMode(manifest(true), 'test'));
  t.false(builtForAnotherMode(manifest(true), undefined));
  t.true(builtForAnotherMode(manifest(true), 'production'));
  t.false(builtForAnotherMode(manifest(false), 'production'));
  t.true(builtForAnotherMode(manifest(false), 'development'));
});

test('a manifest that does not say its mode, or cannot be read, is rebuilt; no build is left to staleness', (t) => {
  t.true(builtForAnotherMode(manifest(), 'production'));
  t.true(builtForAnotherMode('{', 'production'));
  t.false(builtForAnotherMode(undefined, 'production'));
});
