// Generated from common/bridge/raw-repl.ts by scripts/build-harness.ts: do not edit.
/**
 * Putting a program on a micro:bit running MicroPython: its raw REPL (Ctrl-A) takes Python that
 * writes main.py a piece at a time, each piece run and answered (OK, its output, its error); Ctrl-B
 * leaves the raw REPL and Ctrl-D soft-resets the board, which then runs main.py. Flashing the
 * MicroPython firmware itself is not done here: a board that does not answer the REPL is said to
 * need it. Plain TypeScript whose only import is a type, so the extension runs the same file.
 */
                                                   

/** Why putting main.py on the board failed, in words for the learner's details. */
export class RawReplError extends Error {
  constructor(message        ) {
    super(message);
    this.name = 'RawReplError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Bytes of main.py per piece: a small board's REPL holds each piece in RAM while running it. */
const pieceChars = 256;

/** Reads until what arrived ends with `marker`; answers what came before it. */
async function readUntil(link            , marker        , timeoutMs        )                  {
  const deadline = Date.now() + timeoutMs;
  const bytes           = [];
  const end = encoder.encode(marker);
  const ended = () =>
    bytes.length >= end.length && end.every((b, i) => bytes[bytes.length - end.length + i] === b);
  while (!ended()) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out waiting for ${JSON.stringify(marker)}`);
    const [byte] = await link.read(1, left);
    bytes.push(byte);
  }
  return decoder.decode(Uint8Array.from(bytes.slice(0, bytes.length - end.length)));
}

/** Runs one piece of Python in the raw REPL; throws its error text. */
async function execute(link            , python        )                  {
  await link.write(encoder.encode(`${python}\x04`));
  const ok = await readUntil(link, 'OK', 2000).catch(() => null);
  if (ok === null) throw new RawReplError('the raw REPL did not take the code');
  const output = await readUntil(link, '\x04', 10_000);
  const error = await readUntil(link, '\x04', 2000);
  await readUntil(link, '>', 2000);
  if (error.trim()) throw new RawReplError(error.trim());
  return output;
}

/**
 * Writes `code` as main.py on the board on `link` and restarts it to run; `onProgress` hears
 * 0–100. Throws a {@link RawReplError} when the board does not answer the raw REPL (no
 * MicroPython on it) or a piece fails.
 */
export async function uploadMainPy(
  link            ,
  code        ,
  onProgress                            = () => undefined,
)                {
  // Stop whatever runs (twice: a program may catch one KeyboardInterrupt), then enter the raw REPL.
  await link.write(encoder.encode('\r\x03\x03'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  link.drain();
  await link.write(encoder.encode('\r\x01'));
  try {
    await readUntil(link, 'raw REPL; CTRL-B to exit\r\n>', 3000);
  } catch {
    throw new RawReplError('no MicroPython REPL answered: the board needs MicroPython flashed on it first');
  }
  onProgress(0);
  // Split by code points: half a surrogate pair is no Python string.
  const chars = Array.from(code);
  const pieces           = [];
  for (let at = 0; at < chars.length; at += pieceChars)
    pieces.push(chars.slice(at, at + pieceChars).join(''));
  await execute(link, "f=open('main.py','w')");
  // A JSON string is a Python string literal too (its escapes are Python's).
  for (const [i, piece] of pieces.entries()) {
    await execute(link, `f.write(${JSON.stringify(piece)})`);
    onProgress(Math.round(((i + 1) / pieces.length) * 95));
  }
  await execute(link, 'f.close()');
  // Leave the raw REPL and soft-reset: the board runs main.py.
  await link.write(encoder.encode('\x02\x04'));
  onProgress(100);
}
