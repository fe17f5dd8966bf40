import test from 'ava';
import { track, type DataLayer } from './data-layer.ts';

test('track pushes the event with its fields onto the page data layer, creating it', (t) => {
  const page = globalThis as unknown as { window?: unknown; dataLayer?: DataLayer };
  page.window = page;
  try {
    track('invite', { inviteCategory: 'link', channelName: 'channel' });
    track('purchase', { event: 'not this', value: 1000 });
    t.deepEqual(page.dataLayer, [
      { event: 'invite', inviteCategory: 'link', channelName: 'channel' },
      { event: 'purchase', value: 1000 },
    ]);
  } finally {
    delete page.window;
    delete page.dataLayer;
  }
});

test('outside a browser nothing is recorded and nothing throws', (t) => {
  t.notThrows(() => track('invite'));
  t.is((globalThis as { dataLayer?: DataLayer }).dataLayer, undefined);
});
