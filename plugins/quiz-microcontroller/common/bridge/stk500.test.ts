import test from 'ava';
import { readFileSync } from 'node:fs';
import { parseIntelHex } from '../arduino/hex.ts';
import { SimulatedUno } from '../../testing/uno-board.ts';
import { ByteQueue, type SerialLink } from './serial-link.ts';
import { Stk500Error, uploadStk500 } from './stk500.ts';

const blinkEcho = readFileSync(new URL('../../test/fixtures/blink-echo.hex', import.meta.url), 'utf8');

test('a program goes through the bootloader page by page, is verified, and runs: the board echoes', async (t) => {
  const board = new SimulatedUno();
  t.teardown(() => board.close());
  const image = parseIntelHex(blinkEcho).flash;
  const progress: number[] = [];
  await uploadStk500(board.link, image, (p) => progress.push(p));
  t.deepEqual(board.flash, image, 'the flash holds the program, the rest stays erased');
  t.is(board.resets.length, 1, 'the board was reset into its bootloader');
  t.is(progress[0], 0);
  t.is(progress.at(-1), 100);
  t.deepEqual(
    progress,
    [...progress].sort((a, b) => a - b),
    'progress only goes up',
  );
  t.truthy(board.program, 'leaving programming mode started the program');
  // blink-echo echoes each byte it receives at 9600 baud.
  await board.link.write(new TextEncoder().encode('hi'));
  t.is(new TextDecoder().decode(await board.link.read(2, 5000)), 'hi');
});

test('uploading again replaces the running program: the reset hands the line back to the bootloader', async (t) => {
  const board = new SimulatedUno();
  t.teardown(() => board.close());
  const image = parseIntelHex(blinkEcho).flash;
  await uploadStk500(board.link, image);
  await uploadStk500(board.link, image);
  t.is(board.resets.length, 2);
  t.deepEqual(board.flash, image);
});

test('a page that reads back wrong fails the upload, naming the address', async (t) => {
  const board = new SimulatedUno();
  t.teardown(() => board.close());
  board.badByteAt = 0x41;
  const error = await t.throwsAsync(uploadStk500(board.link, parseIntelHex(blinkEcho).flash), {
    instanceOf: Stk500Error,
  });
  t.regex(error.message, /verification failed at 0x41/);
  t.is(board.program, null, 'a failed upload starts nothing');
});

test('no bootloader on the line (another board, nothing answering): the upload says so after its tries', async (t) => {
  const silent = new ByteQueue();
  let writes = 0;
  const link: SerialLink = {
    write: async () => void writes++,
    read: (count, ms) => silent.read(count, ms),
    drain: () => silent.drain(),
    reset: async () => undefined,
  };
  await t.throwsAsync(uploadStk500(link, parseIntelHex(blinkEcho).flash, undefined, { syncAttempts: 3 }), {
    instanceOf: Stk500Error,
    message: /no bootloader in sync/,
  });
  t.is(writes, 3, 'one sync per try');
});
