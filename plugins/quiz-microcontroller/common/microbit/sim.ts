/**
 * One micro:bit run on MicroPython (the WebAssembly build, loaded by the caller: the judge's
 * harness under Node, the simulator's host page in the browser) and the checks of one test. Shared
 * by both with no imports but the module's own files, so `scripts/build-harness.ts` can strip its
 * types. A fresh interpreter per run, so runs never share state.
 */
import { MICROBIT_PY } from './module.ts';
import { MICROBIT_IMAGES, flatGrid } from './images.ts';

/** An input the test (or the learner at the simulator) gives at a virtual time. */
export type MicrobitInput =
  | { kind: 'button'; button: 'A' | 'B'; at_ms: number; pressed: boolean }
  | { kind: 'accelerometer'; at_ms: number; x: number; y: number; z: number }
  | { kind: 'pin'; pin: number; at_ms: number; level: 0 | 1 };

/** A check: the display at a time (a 5×5 grid of brightness 0–9 as 5 rows, or an image name), or a pin level. */
export type MicrobitCheck =
  | { kind: 'display'; at_ms: number; image?: string; grid?: string[] }
  | { kind: 'pin'; pin: number; at_ms: number; level: 0 | 1 };

/** The programming type's output comparison options. */
export interface MicrobitCompare {
  trim: boolean;
  lineTrim: boolean;
  allTrim: boolean;
  deleteComma: boolean;
  deletePeriod: boolean;
  ignoreCase: boolean;
}

/** What a run did: display frames `[ms, 25 digits]`, pin writes `[pin, ms, level]`, printed lines `[ms, text]`. */
export interface MicrobitRun {
  frames: [number, string][];
  pins: [number, number, number][];
  printed: [number, string][];
  output: string;
  /** The program's error (a Python traceback), '' when none. */
  error: string;
  /** The wall-clock limit ended the run. */
  timeout: boolean;
  /** Virtual ms the run reached. */
  endMs: number;
}

/** The engine's loader (`loadMicroPython` of `@micropython/micropython-webassembly-pyscript`). */
export type LoadMicroPython = (options: {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  url?: string;
  heapsize?: number;
}) => Promise<{
  registerJsModule(name: string, module: Record<string, unknown>): void;
  runPython(code: string): unknown;
  FS: { mkdir(path: string): void; writeFile(path: string, data: string): void };
}>;

const OUTPUT_MAX = 100_000;
const FRAMES_MAX = 20_000;

/** Runs `code` for `duration_ms` virtual ms with the scripted inputs, at most `seconds` of wall clock. */
export async function runMicrobit(
  load: LoadMicroPython,
  code: string,
  options: { inputs: MicrobitInput[]; duration_ms: number; seconds: number; wasmUrl?: string },
): Promise<MicrobitRun> {
  const run: MicrobitRun = {
    frames: [],
    pins: [],
    printed: [],
    output: '',
    error: '',
    timeout: false,
    endMs: 0,
  };
  let now = 0;
  let errText = '';
  const deadline = Date.now() + options.seconds * 1000;
  const mp = await load({
    stdout: (line) => {
      if (run.output.length > OUTPUT_MAX) return;
      run.output += `${line}\n`;
      run.printed.push([now, line]);
    },
    stderr: (line) => {
      errText += `${line}\n`;
    },
    heapsize: 4 * 1024 * 1024,
    ...(options.wasmUrl ? { url: options.wasmUrl } : {}),
  });
  mp.registerJsModule('_mbhost', {
    config: () => JSON.stringify({ duration: options.duration_ms, inputs: options.inputs }),
    clock: (ms: number) => {
      now = ms;
      run.endMs = ms;
      if (Date.now() > deadline) {
        run.timeout = true;
        return true;
      }
      return false;
    },
    frame: (ms: number, grid: string) => {
      const last = run.frames[run.frames.length - 1];
      if (last && last[1] === grid) return;
      if (last && last[0] === ms) run.frames.pop();
      if (run.frames.length < FRAMES_MAX) run.frames.push([ms, String(grid)]);
    },
    pin: (pin: number, ms: number, level: number) => {
      if (run.pins.length < FRAMES_MAX) run.pins.push([pin, ms, level]);
    },
  });
  try {
    mp.FS.mkdir('/lib');
  } catch {
    // already there
  }
  mp.FS.writeFile('/lib/microbit.py', MICROBIT_PY);
  try {
    mp.runPython(code);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (!/_TimeUp/.test(message)) run.error = message.replaceAll('File "<stdin>"', 'File "main.py"').trim();
  }
  if (!run.error && errText) run.error = errText.trim();
  return run;
}

/** The display's 25 digits at `ms` (blank before the first frame). */
export function frameAt(run: MicrobitRun, ms: number): string {
  let grid = '0'.repeat(25);
  for (const [at, g] of run.frames) {
    if (at > ms) break;
    grid = g;
  }
  return grid;
}

/** A pin's level at `ms`: the last write, low before any. */
export function pinAt(run: MicrobitRun, pin: number, ms: number): number {
  let level = 0;
  for (const [p, at, l] of run.pins) {
    if (at > ms) break;
    if (p === pin) level = l;
  }
  return level;
}

/** The grid a display check expects, as 25 digits ('' for an unknown image). */
export function expectedGrid(check: { image?: string; grid?: string[] }): string {
  if (check.image) return MICROBIT_IMAGES[check.image] ? flatGrid(MICROBIT_IMAGES[check.image]) : '';
  return (check.grid ?? []).join('');
}

/** Normalises an output per the options, as the judge's programming comparison does. */
export function normalizeOutput(text: string, o: MicrobitCompare): string {
  let s = text.replace(/\r\n?/g, '\n');
  if (o.deleteComma) s = s.replaceAll(',', '');
  if (o.deletePeriod) s = s.replaceAll('.', '');
  if (o.ignoreCase) s = s.toLowerCase();
  if (o.allTrim) return s.replace(/\s+/g, '');
  if (o.lineTrim) {
    const lines = s.split('\n').map((l) => l.trim());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    s = lines.join('\n');
  }
  if (o.trim) s = s.trim();
  return s;
}

const rows = (g: string) => [0, 1, 2, 3, 4].map((r) => g.slice(r * 5, r * 5 + 5)).join(':');

/** The verdict of one test on a finished run: 'pass', 'fail', 'error' or 'timeout', with a message. */
export function checkMicrobit(
  run: MicrobitRun,
  test: { checks: MicrobitCheck[]; expected_output: string | null; compare: MicrobitCompare },
): { outcome: 'pass' | 'fail' | 'error' | 'timeout'; message: string } {
  if (run.timeout) return { outcome: 'timeout', message: 'The program took too long to run.' };
  if (run.error) return { outcome: 'error', message: run.error };
  for (const c of test.checks) {
    if (c.kind === 'display') {
      const want = expectedGrid(c);
      const got = frameAt(run, c.at_ms);
      if (want !== got)
        return {
          outcome: 'fail',
          message: `At ${c.at_ms} ms the display shows ${rows(got)}, expected ${c.image ? `Image.${c.image}` : rows(want)}.`,
        };
    } else {
      const got = pinAt(run, c.pin, c.at_ms);
      if (got !== c.level)
        return { outcome: 'fail', message: `At ${c.at_ms} ms pin${c.pin} is ${got}, expected ${c.level}.` };
    }
  }
  if (
    test.expected_output !== null &&
    normalizeOutput(run.output, test.compare) !== normalizeOutput(test.expected_output, test.compare)
  )
    return { outcome: 'fail', message: 'The printed output differs from the expected output.' };
  return { outcome: 'pass', message: '' };
}
