import test from 'ava';
import { parseSourceName, sameSession } from './janus-files.ts';

test('Janus recording names: room, publisher, opening time and kind; anything else is no source', (t) => {
  t.deepEqual(
    parseSourceName('videoroom-4503599627370497-user-281474976710655-1795319853368020-video-0.mjr'),
    { room: 4503599627370497, publisherId: '281474976710655', openedUs: 1795319853368020, kind: 'video' },
  );
  t.is(parseSourceName('videoroom-1-user-2-3-data-2.mjr'), null);
  t.is(parseSourceName('videoroom-1-user-2-3-video-0.mjr.copy'), null);
});

test("a session's audio and video: same room and publisher, opened within 5 s", (t) => {
  const video = parseSourceName('videoroom-7-user-9-1000000000-video-0.mjr')!;
  t.true(sameSession(video, parseSourceName('videoroom-7-user-9-1000000123-audio-1.mjr')!));
  t.false(
    sameSession(video, parseSourceName('videoroom-7-user-9-1009000000-audio-1.mjr')!),
    'a later session of the same device',
  );
  t.false(
    sameSession(video, parseSourceName('videoroom-7-user-8-1000000123-audio-1.mjr')!),
    'another publisher',
  );
  t.false(sameSession(video, parseSourceName('videoroom-7-user-9-1000000123-video-1.mjr')!), 'two videos');
});
