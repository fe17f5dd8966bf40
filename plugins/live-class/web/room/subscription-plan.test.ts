import test from 'ava';
import {
  layerChanges,
  publishedFeeds,
  subscribedStreams,
  subscriptionChange,
  type SubscribedStream,
} from './subscription-plan.ts';

const published = publishedFeeds([
  {
    id: 11,
    streams: [
      { type: 'audio', mid: '0' },
      { type: 'video', mid: '1' },
    ],
  },
  {
    id: 12,
    streams: [
      { type: 'audio', mid: '0' },
      { type: 'video', mid: '1' },
    ],
  },
  // A shared screen: video only.
  { id: 13, streams: [{ type: 'video', mid: '0' }] },
  // A camera turned off at the publisher: its video stream is disabled.
  {
    id: 14,
    streams: [
      { type: 'audio', mid: '0' },
      { type: 'video', mid: '1', disabled: true },
    ],
  },
]);

const stream = (
  mid: string,
  feedId: number,
  feedMid: string,
  type: string,
  active = true,
): SubscribedStream => ({
  mid,
  feedId,
  feedMid,
  type,
  active,
});

test('Janus’s publisher list gives each feed the mids of its sound and video', (t) => {
  t.deepEqual(published, [
    { feedId: 11, audioMid: '0', videoMid: '1' },
    { feedId: 12, audioMid: '0', videoMid: '1' },
    { feedId: 13, audioMid: null, videoMid: '0' },
    { feedId: 14, audioMid: '0', videoMid: null },
  ]);
});

test('everyone is heard; only the shown are seen, low in the grid and full in the spotlight', (t) => {
  const shown = new Map([
    [11, 'full' as const],
    [13, 'low' as const],
  ]);
  t.deepEqual(subscriptionChange(published, [], shown), {
    subscribe: [
      { feed: 11, mid: '0' },
      { feed: 11, mid: '1', substream: 2 },
      { feed: 12, mid: '0' },
      { feed: 13, mid: '0', substream: 0 },
      { feed: 14, mid: '0' },
    ],
    unsubscribe: [],
  });
});

test('paging on adds the newly shown video and drops the video no longer shown, keeping the sound', (t) => {
  const subscribed = [
    stream('0', 11, '0', 'audio'),
    stream('1', 11, '1', 'video'),
    stream('2', 12, '0', 'audio'),
    stream('3', 14, '0', 'audio'),
  ];
  const change = subscriptionChange(published, subscribed, new Map([[12, 'low' as const]]));
  t.deepEqual(change, {
    subscribe: [{ feed: 12, mid: '1', substream: 0 }],
    unsubscribe: [{ feed: 11, mid: '1' }],
  });
  // Nothing to change: nothing asked.
  t.deepEqual(subscriptionChange(published, subscribed, new Map([[11, 'low' as const]])), {
    subscribe: [],
    unsubscribe: [],
  });
});

test('streams of a publisher who left, and inactive ones, are left to Janus', (t) => {
  const subscribed = [
    stream('0', 99, '0', 'audio'),
    stream('1', 99, '1', 'video'),
    stream('2', 11, '1', 'video', false),
  ];
  const change = subscriptionChange(published.slice(0, 1), subscribed, new Map());
  t.deepEqual(change.unsubscribe, []);
  t.deepEqual(change.subscribe, [{ feed: 11, mid: '0' }]);
});

test('a shown video changes layer only when its tile’s layer differs from what was sent', (t) => {
  const subscribed = [
    stream('0', 11, '0', 'audio'),
    stream('1', 11, '1', 'video'),
    stream('3', 12, '1', 'video'),
  ];
  const shown = new Map([
    [11, 'full' as const],
    [12, 'low' as const],
  ]);
  t.deepEqual(layerChanges(subscribed, shown, new Map([['3', 0]])), [{ mid: '1', substream: 2 }]);
  t.deepEqual(
    layerChanges(
      subscribed,
      shown,
      new Map([
        ['1', 2],
        ['3', 0],
      ]),
    ),
    [],
  );
});

test('an attached or updated event’s streams become the subscription, skipping m-lines without a feed', (t) => {
  t.deepEqual(
    subscribedStreams([
      { mid: '0', type: 'audio', active: true, feed_id: 11, feed_mid: '0' },
      { mid: '1', type: 'video', active: false },
      { mid: '2', type: 'video', feed_id: 12, feed_mid: '1' },
    ]),
    [stream('0', 11, '0', 'audio'), stream('2', 12, '1', 'video')],
  );
});
