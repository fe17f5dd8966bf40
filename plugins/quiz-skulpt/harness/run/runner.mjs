// Runs one Python 3 program in Skulpt (a child of main.mjs, which never hands it the nonce).
//
// Reads `{ code, stdin, seconds }` as JSON on stdin and writes one JSON line on stdout:
// `{ stdout, error?, timeout? }`. The program's prints go to a buffer (at most OUTPUT_MAX
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

const { code, stdin, seconds } = await readAll();
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
// The judge's turtle records the pen's lines instead of drawing (turtle.py beside this file).
const SEGMENTS_MAX = 5000;
const segments = [];
delete Sk.builtinFiles.files['src/lib/turtle.js'];
Sk.builtinFiles.files['src/lib/turtle.py'] = readFileSync(new URL('./turtle.py', import.meta.url), 'utf8');
Sk.builtins.__seodang_segment__ = new Sk.builtin.func((...args) => {
  if (segments.length < SEGMENTS_MAX)
    segments.push(args.map((a) => Math.round(Number(Sk.ffi.remapToJs(a)) * 100) / 100));
  return Sk.builtin.none.none$;
});

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

const result = { stdout: out };
try {
  await Sk.misceval.asyncToPromise(() => Sk.importMainWithBody('<stdin>', false, code, true));
} catch (error) {
  if (overflow) result.error = 'Output limit exceeded.';
  else if (error instanceof Sk.builtin.TimeLimitError || /TimeLimitError/.test(String(error)))
    result.timeout = true;
  else result.error = error?.toString ? error.toString() : String(error);
}
result.stdout = out;
result.segments = segments;
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
