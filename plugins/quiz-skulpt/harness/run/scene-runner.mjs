// The glowscript quiz's part of runner.mjs: loads the VPython subset (vpython.js, the file the
// browser's host page loads too) into Skulpt, puts its names in the built-ins (a GlowScript
// program uses them without importing), and records the values the checks ask for on a virtual
// clock: `rate(n)` advances it by 1/n s and never waits.
//
// A check `{ id, expr, time, quantity }` reads `expr` (a name of the program, then attributes:
// `ball.pos`, `ball.velocity.y`) at the last `rate()` call whose clock is not past `time` (the
// state at the program's end when it ends before). `quantity: 'velocity'` is the change of that
// value per virtual second over the next step. When every check has its value, the program is
// stopped there.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const EPS = 1e-9;

/** Reads a dotted name in the main module: a number, `[x, y, z]` for a vector, or `{ error }`. */
function reader(Sk) {
  const str = (s) => new Sk.builtin.str(s);
  return (expr) => {
    const parts = String(expr).split('.');
    const main = Sk.sysmodules.quick$lookup(str('__main__'));
    let v = main?.$d?.[parts[0]] ?? Sk.builtins[parts[0]];
    if (v === undefined) return { error: `name '${parts[0]}' is not defined` };
    try {
      for (const p of parts.slice(1)) v = Sk.abstr.gattr(v, str(p));
      const n = (x) => Number(Sk.ffi.remapToJs(x));
      if (v instanceof Sk.builtin.int_ || v instanceof Sk.builtin.float_) return n(v);
      if (v instanceof Sk.builtin.bool) return n(v) ? 1 : 0;
      const xyz = ['x', 'y', 'z'].map((a) => n(Sk.abstr.gattr(v, str(a))));
      if (xyz.every(Number.isFinite)) return xyz;
    } catch (e) {
      return { error: String(e?.toString ? e.toString() : e).slice(0, 300) };
    }
    return { error: `${expr} is neither a number nor a vector` };
  };
}

const minus = (a, b) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.map((x, i) => x - b[i])
    : typeof a === 'number' && typeof b === 'number'
      ? a - b
      : null;
const per = (d, h) => (Array.isArray(d) ? d.map((x) => x / h) : d / h);

/**
 * Prepares Skulpt for a scene run. Returns `{ Stop, finish() }`: `Stop` is thrown by `rate()` once
 * every check has its value; `finish()` gives `{ values, clock }` with each check's `{ value, at }`
 * or `{ error, at }`, reading any left with the state at the end.
 */
export function setUpScene(Sk, context, checks) {
  vm.runInContext(readFileSync(new URL('./vpython.js', import.meta.url), 'utf8'), context);
  class Stop extends Error {}
  const read = reader(Sk);
  const pending = [...checks].sort((a, b) => a.time - b.time);
  const waiting = []; // velocity checks: the value at their frame, waiting for the next
  const values = {};
  let clock = 0;
  const take = (c, step) => {
    const value = read(c.expr);
    if (c.quantity === 'velocity' && !value.error) waiting.push({ c, value, at: clock, step });
    else values[c.id] = value.error ? { error: value.error, at: clock } : { value, at: clock };
  };
  const settle = () => {
    for (const w of waiting.splice(0)) {
      const now = read(w.c.expr);
      const d = now.error ? null : minus(now, w.value);
      values[w.c.id] =
        d === null
          ? { error: now.error ?? `${w.c.expr} changed type`, at: w.at }
          : { value: per(d, w.step), at: w.at };
    }
  };
  Sk.builtins.__vpython_rate__ = new Sk.builtin.func((n) => {
    const step = 1 / Number(Sk.ffi.remapToJs(n));
    settle();
    while (pending.length && pending[0].time < clock + step - EPS) take(pending.shift(), step);
    clock += step;
    if (!pending.length && !waiting.length) throw new Stop('all checks read');
    return Sk.builtin.none.none$;
  });
  return {
    Stop,
    /** After the run: what is left is read from the final state. */
    finish(ended) {
      settle();
      if (ended) {
        for (const c of pending.splice(0)) {
          take(c, 1);
          settle();
        }
      }
      return { values, clock };
    },
  };
}

/** Copies the `vpython` module's public names into Skulpt's built-ins (no import needed). */
export async function importVpython(Sk) {
  const mod = await Sk.misceval.asyncToPromise(() =>
    Sk.importModuleInternal_('vpython', false, 'vpython', undefined, undefined, false, true),
  );
  for (const [k, v] of Object.entries(mod.$d)) if (!k.startsWith('_')) Sk.builtins[k] = v;
}

/** A GlowScript program's first line (`GlowScript 3.2 VPython`) is a header, not Python: blanked. */
export const stripHeader = (code) => code.replace(/^[ \t]*GlowScript\b[^\n]*/, '');
