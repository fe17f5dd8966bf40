// One micro:bit run, in a child process of main.mjs: reads `{ code, inputs, duration_ms, seconds }`
// on stdin, runs the program on MicroPython (WebAssembly) with the `microbit` module on a virtual
// clock, and writes the run (frames, pins, output, error) as one JSON line. It never sees the job's
// nonce nor a test's checks or expected output: MicroPython's JavaScript bridge lets a program
// reach this process, so the parent judges the run, and a forged run is no easier than the task.
import { readFileSync } from 'node:fs';
import { loadMicroPython } from './vendor/micropython/micropython.mjs';
import { runMicrobit } from './vendor/sim.mjs';

const data = JSON.parse(readFileSync(0, 'utf8'));
const run = await runMicrobit(loadMicroPython, data.code, {
  inputs: data.inputs ?? [],
  duration_ms: data.duration_ms,
  seconds: data.seconds,
});
process.stdout.write(`\n${JSON.stringify(run)}\n`);
process.exit(0);
