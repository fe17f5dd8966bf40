// Runs one Python 3 program in Skulpt (a child of main.mjs, which never hands it the nonce).
//
// Reads `{ code, stdin, seconds }` as JSON on stdin and writes one JSON line on stdout:
// `{ stdout, drawing, scene?, error?, timeout? }` (`scene`: a glowscript run's values, see
// scene-runner.mjs). The program's prints go to a buffer (at most OUTPUT_MAX
// characters), never to this process's stdout; `input()` takes the stdin's lines in order. Skulpt
// loads in its own VM context, with `jseval` removed and no file reads beyond its own library.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const OUTPUT_MAX = 100_000;

const readAll = () =>
  new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(JSON.parse(text)));
  });

const { code, stdin, seconds, scene } = await readAll();
const here = new URL('./vendor/', import.meta.url);
const context = { console: { log() {}, warn() {}, error() {} }, setTimeout, clearTimeout, Promise };
context.window = context;
context.self = context;
context.globalThis = context;
vm.createContext(context);
vm.runInContext(readFileSync(new URL('skulpt.min.js', here), 'utf8'), context);
vm.runInContext(readFileSync(new URL('skulpt-stdlib.js', here), 'utf8'), context);
const Sk = context.Sk;
delete Sk.builtins.jseval;
delete Sk.builtin.jseval;
// The judge's turtle records what the pen draws instead of drawing (turtle.py beside this file);
// main.mjs paints the record and compares it with the reference's.
const DRAW_MAX = 20_000;
const drawing = [];
const fills = [];
delete Sk.builtinFiles.files['src/lib/turtle.js'];
Sk.builtinFiles.files['src/lib/turtle.py'] = readFileSync(new URL('./turtle.py', import.meta.url), 'utf8');
const js = (v) => Sk.ffi.remapToJs(v);
const n = (v) => Math.round(Number(js(v)) * 100) / 100;
Sk.builtins.__seodang_draw__ = new Sk.builtin.func((kind, ...args) => {
  const k = js(kind);
  if (k === 'mark') return new Sk.builtin.int_(drawing.length);
  if (drawing.length + fills.length >= DRAW_MAX) return Sk.builtin.none.none$;
  if (k === 'line') drawing.push(['line', ...args.slice(0, 4).map(n), String(js(args[4])), n(args[5])]);
  else if (k === 'dot') drawing.push(['dot', n(args[0]), n(args[1]), n(args[2]), String(js(args[3]))]);
  else if (k === 'bg') drawing.push(['bg', String(js(args[0]))]);
  else if (k === 'fill')
    fills.push({ at: Number(js(args[0])), op: ['fill', String(js(args[1])), js(args[2]).map(Number)] });
  return Sk.builtin.none.none$;
});
/** The record in drawing order: a filled shape goes under what was drawn after its begin_fill. */
const record = () => {
  const out = [...drawing];
  for (const f of [...fills].sort((x, y) => y.at - x.at)) out.splice(Math.min(f.at, out.length), 0, f.op);
  return out;
};

/**
 * An error's text with the line of the learner's program: an error raised inside a library module
 * (the VPython subset's UnsupportedError) names the program's line that called it, not the module's.
 */
function inProgram(error) {
  const text = error?.toString ? error.toString() : String(error);
  const frames = Array.isArray(error?.traceback) ? error.traceback : [];
  const own = frames.find((f) => f.filename === '<stdin>.py');
  if (!own || frames[0] === own) return text;
  return text.replace(/ on line \d+$/, ` on line ${own.lineno}`);
}

class OutputLimit extends Error {}
let out = '';
let overflow = false;
const lines = stdin === '' ? [] : stdin.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
Sk.configure({
  __future__: Sk.python3,
  output(text) {
    if (out.length + text.length > OUTPUT_MAX) {
      overflow = true;
      throw new OutputLimit('output limit');
    }
    out += text;
  },
  read(file) {
    const found = Sk.builtinFiles?.files[file];
    if (found === undefined) throw new Sk.builtin.ImportError(`No module named ${file}`);
    return found;
  },
  inputfun: () => (lines.length ? lines.shift() : ''),
  inputfunTakesPrompt: false,
  execLimit: seconds * 1000,
  yieldLimit: null,
});

// A glowscript run (`scene`: the checks to read): the VPython subset on a virtual clock.
const sceneRun = scene ? await import('./scene-runner.mjs') : null;
const sceneState = sceneRun ? sceneRun.setUpScene(Sk, context, scene.checks ?? []) : null;
const result = { stdout: out };
try {
  if (sceneRun) await sceneRun.importVpython(Sk);
  const body = sceneRun ? sceneRun.stripHeader(code) : code;
  await Sk.misceval.asyncToPromise(() => Sk.importMainWithBody('<stdin>', false, body, true));
  if (sceneState) result.scene = sceneState.finish(true);
} catch (error) {
  if (sceneState && (error instanceof sceneState.Stop || String(error).includes('all checks read')))
    result.scene = sceneState.finish(false);
  else if (overflow) result.error = 'Output limit exceeded.';
  else if (error instanceof Sk.builtin.TimeLimitError || /TimeLimitError/.test(String(error)))
    result.timeout = true;
  else result.error = inProgram(error);
}
result.stdout = out;
result.drawing = record();
if (sceneState && !result.scene) result.scene = sceneState.finish(false);
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
