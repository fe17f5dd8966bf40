import test from 'ava';
import { SimulatedMicrobit } from '../../testing/microbit-board.ts';
import { RawReplError, uploadMainPy } from './raw-repl.ts';

/** What the board says on the line until it has said `text`. */
async function heardUntil(board: SimulatedMicrobit, text: string): Promise<string> {
  let heard = '';
  const bytes: number[] = [];
  while (!heard.endsWith(text)) {
    bytes.push(...(await board.link.read(1, 3000)));
    heard = new TextDecoder().decode(Uint8Array.from(bytes));
  }
  return heard;
}

test('main.py is written through the raw REPL, piece by piece, and the reset runs it', async (t) => {
  const board = new SimulatedMicrobit();
  // Longer than one piece, with quotes, backslashes, Korean and an emoji across a piece's end.
  const code = `# ${'하트'.repeat(150)}\nmessage = "say \\"hi\\" 🙂"\nprint(message)\nprint('a\\\\b')\n`;
  const progress: number[] = [];
  await uploadMainPy(board.link, code, (p) => progress.push(p));
  t.is(await board.mainPy(), code);
  t.is(progress.at(-1), 100);
  t.deepEqual(
    progress,
    [...progress].sort((a, b) => a - b),
  );
  t.is(board.resets, 1);
  const heard = await heardUntil(board, 'a\\b');
  t.true(heard.endsWith('MPY: soft reboot\r\nsay "hi" 🙂\r\na\\b'), JSON.stringify(heard));
});

test('a piece the board refuses (its flash is full) fails the upload with its error', async (t) => {
  const board = new SimulatedMicrobit({ full: true });
  const error = await t.throwsAsync(uploadMainPy(board.link, 'print(1)\n'), { instanceOf: RawReplError });
  t.regex(error.message, /OSError: 28/);
  t.is(board.resets, 0, 'nothing restarted');
  t.is(await board.mainPy(), '');
});

test('a board without MicroPython: the upload says it needs MicroPython first', async (t) => {
  const board = new SimulatedMicrobit({ firmware: false });
  await t.throwsAsync(uploadMainPy(board.link, 'print(1)\n'), {
    instanceOf: RawReplError,
    message: /needs MicroPython flashed/,
  });
});
