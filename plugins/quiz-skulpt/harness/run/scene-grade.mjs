// The glowscript quiz's grading (main.mjs hands it a job whose tests are all `kind: 'scene'`).
//
// All tests share one run of the learner's program (and one of the reference's, when a check takes
// its expected value from it): every check of every test is read on the same virtual clock
// (scene-runner.mjs). A test passes when each of its checks is within its tolerance: the distance
// between two vectors, or the difference between two numbers.

const fmt = (v) =>
  Array.isArray(v)
    ? `<${v.map((x) => String(Math.round(x * 1e4) / 1e4)).join(', ')}>`
    : String(Math.round(v * 1e4) / 1e4);

const what = (c) => `${c.quantity === 'velocity' ? `the velocity of ${c.expr}` : c.expr} at ${c.time} s`;

/** Why `got` is not `want` within `tol`, or '' when it is. */
function mismatch(c, want, got, tol) {
  if (Array.isArray(want) !== Array.isArray(got))
    return `${what(c)}: expected ${Array.isArray(want) ? 'a vector' : 'a number'}, got ${fmt(got)}.`;
  const d = Array.isArray(want)
    ? Math.hypot(...want.map((x, i) => x - got[i]))
    : Math.abs(Number(want) - Number(got));
  if (d <= tol + 1e-9) return '';
  return `${what(c)}: expected ${fmt(want)} ± ${tol}, got ${fmt(got)}.`;
}

/** Grades every test of a glowscript job; `report(test, outcome, message)` writes each line. */
export async function gradeScene(tests, code, runProgram, report) {
  const seconds = Number(tests[0]?.data?.seconds) || 5;
  const checks = [];
  tests.forEach((t, i) =>
    (t.data.checks ?? []).forEach((c, j) =>
      checks.push({ id: `${i}.${j}`, expr: String(c.expr), time: Number(c.time), quantity: c.quantity }),
    ),
  );
  const needsReference = tests.some((t) => (t.data.checks ?? []).some((c) => c.expected == null));
  let reference = null;
  if (needsReference) {
    const source = tests.find((t) => typeof t.data.reference === 'string')?.data.reference ?? '';
    reference = await runProgram(source, '', seconds, { scene: { checks } });
    if (reference.timeout || reference.error) {
      for (const t of tests)
        report(
          t,
          'error',
          `The reference program failed: ${reference.timeout ? 'time limit' : reference.error}`,
        );
      return;
    }
  }
  const got = await runProgram(code, '', seconds, { scene: { checks } });
  tests.forEach((t, i) => {
    const problems = [];
    let outcome = 'pass';
    for (const [j, raw] of (t.data.checks ?? []).entries()) {
      const c = checks.find((x) => x.id === `${i}.${j}`);
      const v = got.scene?.values?.[c.id];
      if (!v) {
        // The run ended (a limit or an error) before this check's time.
        outcome = got.timeout ? 'timeout' : 'error';
        problems.push(
          got.timeout ? 'Time limit exceeded.' : (got.error ?? `The program stopped before ${c.time} s.`),
        );
        break;
      }
      if (v.error) {
        outcome = 'fail';
        problems.push(`${what(c)}: ${v.error}`);
        continue;
      }
      const want = raw.expected ?? reference?.scene?.values?.[c.id]?.value;
      if (want === undefined) {
        outcome = 'error';
        problems.push(`The reference program has no value for ${what(c)}.`);
        break;
      }
      const why = mismatch(c, want, v.value, Number(raw.tolerance) || 0);
      if (why) {
        outcome = 'fail';
        problems.push(why);
      }
    }
    report(t, outcome, outcome === 'pass' ? 'Passed.' : problems.join(' '));
  });
}
