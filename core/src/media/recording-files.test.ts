import test from 'ava';
import { compositionArgs, parseSourceName, sameSession } from './recording-files.ts';

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

test('a composition: black canvas, the screen full frame, the camera small while shared, every audio placed and mixed', (t) => {
  const args = compositionArgs(
    {
      durationS: 30,
      video: [
        { path: 'cam.webm', atS: 0, role: 'camera' },
        { path: 'screen.webm', atS: 10, role: 'screen', durationS: 5 },
      ],
      audio: [
        { path: 'host.opus', atS: 0.5 },
        { path: 'learner.opus', atS: 12 },
      ],
    },
    'out.webm',
  );
  const graph = args[args.indexOf('-filter_complex') + 1];
  t.deepEqual(
    args.filter((_, i) => args[i - 1] === '-i'),
    ['screen.webm', 'cam.webm', 'host.opus', 'learner.opus'],
    'screens first, so cameras are drawn over them',
  );
  t.true(graph.startsWith('color=c=black:s=1280x720:r=15:d=30.000[base]'));
  t.regex(graph, /\[0:v\]setpts=PTS-STARTPTS\+10\.000\/TB/);
  t.regex(graph, /overlay=x=0:y=0:eof_action=pass:enable='not\(between\(t,10\.000,15\.000\)\)'/);
  t.regex(graph, /overlay=x=944:y=524:eof_action=pass:enable='between\(t,10\.000,15\.000\)'/);
  t.regex(graph, /\[3:a\]aresample=48000,adelay=12000:all=1/);
  t.regex(graph, /amix=inputs=3:duration=first/);
  t.deepEqual(args.slice(args.indexOf('-c:v'), args.indexOf('-c:v') + 2), ['-c:v', 'libvpx']);
  t.is(args[args.indexOf('-t') + 1], '30.000');
  t.is(args.at(-1), 'out.webm');
});
