// Runs one Scratch project test in headless scratch-vm (no renderer) on a virtual 30 fps clock,
// in a child process of the harness that never sees the job's nonce. Reads
// `{ project, test, rules }` as JSON on stdin; writes one JSON line `{ outcome, message }`.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
// scratch-vm's self-contained browser build, unmodified. `seodang-judge prepare` installs the
// package beside the harness (`seodang.judge.nodeModules`), as the repository's node_modules holds
// it here: the nearest node_modules up from this file has it in both places.
const here = path.dirname(new URL(import.meta.url).pathname);
const vmFile = () => {
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules/@scratch/scratch-vm/dist/web/scratch-vm.js');
    if (existsSync(file)) return file;
  }
  throw new Error('scratch-vm is not installed');
};
globalThis.self = globalThis;
// The browser build's SVG sanitizer (DOMPurify) needs a DOM at load; this harness attaches no asset
// storage, so no SVG is ever parsed, and the sanitizer gets a no-op in its place.
globalThis.window = globalThis;
globalThis.DOMPurify = { addHook() {}, removeHook() {}, sanitize: (s) => s, isSupported: false };
const VirtualMachine = require(vmFile());

const FRAME_MS = 1000 / 30;
const input = JSON.parse(readFileSync(0, 'utf8'));
const { project, test } = input;
const out = (outcome, message) => {
  process.stdout.write(`${JSON.stringify({ outcome, message: String(message).slice(0, 2000) })}\n`);
  process.exit(0);
};

// The virtual clock: blocks that wait or read the timer see frames × 1/30 s, never the wall clock.
let virtualMs = 0;
Date.now = () => 1_700_000_000_000 + Math.round(virtualMs);
// A seeded pseudo-random generator (mulberry32), so "pick random" gives the same numbers each run.
let seed = (test.seed ?? 1) >>> 0;
Math.random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// scratch-vm logs its warnings (no asset storage, ...) on stdout, where only the report may go.
const quiet = () => undefined;
// eslint-disable-next-line no-console -- silencing the library's console is the point
for (const k of ['log', 'info', 'warn', 'debug']) console[k] = quiet;

const vm = new VirtualMachine();
vm.setCompatibilityMode(true);
// The frame's work budget (75% of a frame) is counted, not timed: each look at the clock costs
// 0.01 ms, so a busy loop does the same work per frame on any machine. A loop that never yields
// (one in a "run without screen refresh" block) never sees its virtual time pass and hits the
// harness's wall-clock limit, as it would hang the browser.
let budget = 0;
vm.runtime.sequencer.timer = new vm.runtime.sequencer.timer.constructor({ now: () => (budget += 0.01) });
// What `runtime.start()` would set, without its wall-clock interval: frames are stepped below.
vm.runtime.currentStepTime = FRAME_MS;

const said = new Map();
vm.runtime.on('SAY', (target, _type, text) => {
  const name = target.getName();
  if (!said.has(name)) said.set(name, []);
  if (text !== '') said.get(name).push(String(text));
});
const answers = [...(test.inputs?.answers ?? [])];
vm.runtime.on('QUESTION', (question) => {
  if (question === null) return;
  // Answered on the next frame, as a person would after reading it.
  setImmediate(() => vm.runtime.emit('ANSWER', answers.length ? answers.shift() : ''));
});

try {
  await vm.loadProject(project);
} catch (e) {
  out('error', `The project could not be loaded: ${e?.message ?? e}`);
}

const spriteNamed = (name) =>
  vm.runtime.targets.find((t) => t.isOriginal && !t.isStage && t.getName() === name);
const stage = vm.runtime.getTargetForStage();

const events = [...(test.inputs?.events ?? [])].sort((a, b) => a.at - b.at);
const frames = Math.round((test.duration ?? 3) * 30);
// A test names keys as Scratch does ('space', 'left arrow', 'a'); scratch-vm takes the browser's.
const DOM_KEYS = {
  space: ' ',
  'left arrow': 'ArrowLeft',
  'up arrow': 'ArrowUp',
  'right arrow': 'ArrowRight',
  'down arrow': 'ArrowDown',
  enter: 'Enter',
};
const keyName = (k) => DOM_KEYS[String(k).toLowerCase()] ?? k;
if (test.greenFlag !== false) vm.greenFlag();
const tick = () => new Promise((r) => setImmediate(r));
for (let f = 0; f < frames; f++) {
  while (events.length && events[0].at * 1000 <= virtualMs) {
    const e = events.shift();
    if (e.type === 'key') {
      vm.postIOData('keyboard', { key: keyName(e.key), isDown: true });
      vm.postIOData('keyboard', { key: keyName(e.key), isDown: false });
    } else if (e.type === 'click') {
      if (e.sprite === null || e.sprite === undefined)
        vm.runtime.startHats('event_whenstageclicked', null, stage);
      else {
        const s = spriteNamed(e.sprite);
        if (!s) out('fail', `Sprite ${e.sprite}: not found in the project.`);
        vm.runtime.startHats('event_whenthisspriteclicked', null, s);
      }
    }
  }
  vm.runtime._step();
  virtualMs += FRAME_MS;
  await tick();
}

/** The sprite's scripts that could explain a check: their hats, named for the learner. */
const HAT_NAMES = {
  event_whenflagclicked: 'when green flag clicked',
  event_whenkeypressed: 'when key pressed',
  event_whenthisspriteclicked: 'when this sprite clicked',
  event_whenstageclicked: 'when stage clicked',
  event_whenbroadcastreceived: 'when I receive',
  control_start_as_clone: 'when I start as a clone',
  event_whenbackdropswitchesto: 'when backdrop switches to',
  event_whengreaterthan: 'when loudness/timer >',
};
function scriptsOf(target, opcodeTest) {
  const blocks = target.blocks._blocks;
  const names = [];
  for (const id of target.blocks.getScripts()) {
    let found = false;
    const walk = (bid) => {
      for (let b = blocks[bid]; b && !found; b = blocks[b.next]) {
        if (opcodeTest(b)) found = true;
        for (const inp of Object.values(b.inputs ?? {})) if (inp.block && inp.block !== bid) walk(inp.block);
      }
    };
    walk(id);
    if (!found) continue;
    const top = blocks[id];
    let label = HAT_NAMES[top.opcode] ?? top.opcode;
    const field = Object.values(top.fields ?? {})[0];
    if (field?.value !== undefined && top.opcode !== 'event_whenflagclicked') label += ` ${field.value}`;
    names.push(`"${label}"`);
  }
  return names.length ? `script ${names.join(', ')}` : 'no script changes it';
}
const PROP_OPCODES = {
  x: /^motion_/,
  y: /^motion_/,
  direction: /^motion_(turn|pointin|pointtowards|setrotation)/,
  costume: /^looks_(switchcostume|nextcostume)/,
  visible: /^looks_(show|hide)/,
  said: /^looks_(say|think)/,
};

const fmt = (v) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
const num = (v) => Math.round(Number(v) * 1000) / 1000;
const failures = [];
for (const c of test.checks) {
  if (c.type === 'sprite') {
    const s = spriteNamed(c.sprite);
    if (!s) {
      failures.push(`Sprite ${c.sprite}: not found in the project.`);
      continue;
    }
    const why = () => scriptsOf(s, (b) => PROP_OPCODES[c.property].test(b.opcode));
    if (c.property === 'said') {
      const all = said.get(c.sprite) ?? [];
      if (!all.includes(String(c.value)))
        failures.push(
          `Sprite ${c.sprite} (${why()}): never said ${fmt(String(c.value))}${all.length ? `; it said ${all.slice(-3).map(fmt).join(', ')}` : ''}.`,
        );
      continue;
    }
    let got;
    if (c.property === 'x') got = num(s.x);
    else if (c.property === 'y') got = num(s.y);
    else if (c.property === 'direction') got = num(s.direction);
    else if (c.property === 'visible') got = s.visible;
    else if (c.property === 'costume') got = s.getCostumes()[s.currentCostume]?.name ?? '';
    const ok =
      typeof got === 'number' && typeof c.value === 'number'
        ? Math.abs(got - c.value) <= (c.tolerance ?? 0)
        : String(got) === String(c.value);
    if (!ok)
      failures.push(`Sprite ${c.sprite} (${why()}): ${c.property} is ${fmt(got)}, expected ${fmt(c.value)}.`);
  } else if (c.type === 'variable' || c.type === 'list') {
    const owner = c.sprite ? spriteNamed(c.sprite) : stage;
    if (!owner) {
      failures.push(`Sprite ${c.sprite}: not found in the project.`);
      continue;
    }
    const kind = c.type === 'list' ? 'list' : '';
    const v = Object.values(owner.variables).find((x) => x.name === c.name && x.type === kind);
    const where = c.sprite ? `Sprite ${c.sprite}` : 'Stage';
    if (!v) {
      failures.push(`${where}: no ${c.type} named ${fmt(c.name)}.`);
      continue;
    }
    const setters = (t) =>
      scriptsOf(t, (b) =>
        Object.values(b.fields ?? {}).some(
          (f) => f.id === v.id && (f.name === 'VARIABLE' || f.name === 'LIST'),
        ),
      );
    const who = () =>
      vm.runtime.targets
        .filter((t) => t.isOriginal)
        .map((t) => [t, setters(t)])
        .filter(([, s]) => s !== 'no script changes it')
        .map(([t, s]) => `${t.isStage ? 'Stage' : `Sprite ${t.getName()}`} ${s}`)
        .join('; ') || 'no script changes it';
    if (c.type === 'variable') {
      const same =
        typeof c.value === 'number'
          ? Math.abs(Number(v.value) - c.value) <= (c.tolerance ?? 0)
          : String(v.value) === String(c.value);
      if (!same)
        failures.push(
          `${where}: variable ${fmt(c.name)} is ${fmt(v.value)}, expected ${fmt(c.value)} (${who()}).`,
        );
    } else {
      const got = v.value.map(String);
      const want = c.value.map(String);
      if (got.length !== want.length || got.some((x, i) => x !== want[i]))
        failures.push(
          `${where}: list ${fmt(c.name)} is [${got.map(fmt).join(', ')}], expected [${want.map(fmt).join(', ')}] (${who()}).`,
        );
    }
  } else if (c.type === 'backdrop') {
    const got = stage.getCostumes()[stage.currentCostume]?.name ?? '';
    if (got !== c.value) failures.push(`Stage: the backdrop is ${fmt(got)}, expected ${fmt(c.value)}.`);
  }
}
out(
  failures.length ? 'fail' : 'pass',
  failures.length ? failures.join('\n') : `${test.checks.length} check(s) passed.`,
);
