// One test of a project: the inputs at their virtual times, the run for the test's duration, then
// the teacher's declarative checks and the block rules. Shared by the judge harness (the verdict)
// and the quiz page (a learner's own try). Erasable TypeScript only (see project.ts).
import {
  BlockError,
  EntryRuntime,
  FPS,
  StepLimitError,
  compareValues,
  toNumber,
  toText,
} from './interpreter.ts';
import { allBlocks, countBlocks, type Project, type Value } from './project.ts';

/** How a value is compared. */
export type CheckOp = 'eq' | 'ne' | 'lt' | 'gt' | 'le' | 'ge' | 'contains';

/** A declarative check, made when the test's time is up. */
export type Check =
  | {
      kind: 'object';
      object: string;
      property: 'x' | 'y' | 'direction' | 'costume' | 'visible' | 'said';
      op: CheckOp;
      value: Value;
      tolerance?: number;
    }
  | { kind: 'variable'; name: string; op: CheckOp; value: Value; tolerance?: number }
  | { kind: 'list'; name: string; items: Value[] }
  | { kind: 'said'; object: string; text: string }
  | { kind: 'touched'; object: string; target: string; expected: boolean };

/** A test's inputs: answers to 'ask', keys and clicks at virtual seconds, the random seed. */
export interface TestInputs {
  answers: string[];
  keys: { key: string; at: number; hold: number }[];
  clicks: { object: string; at: number }[];
  seed: number;
}

/** What a test runs with. */
export interface RunnableTest {
  inputs: TestInputs;
  /** Virtual seconds. */
  duration: number;
  checks: Check[];
}

/** The teacher's block rules. */
export interface BlockRules {
  requiredBlocks: string[];
  forbiddenBlocks: string[];
  maxBlocks: number | null;
  stepLimit: number;
}

/** A test's verdict as the harness reports it. */
export interface TestVerdict {
  outcome: 'pass' | 'fail' | 'error' | 'timeout';
  message: string;
  /** How many checks held, of how many. */
  passed: number;
  total: number;
}

/** Breaks of the block rules, in words (English, as the judge's messages are). */
export function ruleProblems(project: Project, rules: BlockRules): string[] {
  const used = new Set<string>();
  for (const { block } of allBlocks(project)) used.add(block.type);
  const problems: string[] = [];
  for (const t of rules.requiredBlocks) if (!used.has(t)) problems.push(`The block "${t}" must be used.`);
  for (const t of rules.forbiddenBlocks) if (used.has(t)) problems.push(`The block "${t}" may not be used.`);
  const n = countBlocks(project);
  if (rules.maxBlocks !== null && n > rules.maxBlocks)
    problems.push(`The project uses ${n} blocks; at most ${rules.maxBlocks} are allowed.`);
  return problems;
}

const show = (v: Value | undefined) => JSON.stringify(v ?? null);

function holds(actual: Value | undefined, op: CheckOp, want: Value, tolerance = 0): boolean {
  if (op === 'contains') return toText(actual).includes(toText(want));
  if (typeof want === 'boolean' || typeof actual === 'boolean') {
    const same = toText(actual) === toText(want);
    return op === 'ne' ? !same : op === 'eq' && same;
  }
  const numeric = typeof want === 'number' && tolerance > 0;
  const c = numeric
    ? Math.abs(toNumber(actual) - want) <= tolerance
      ? 0
      : toNumber(actual) - want
    : compareValues(actual, want);
  switch (op) {
    case 'ne':
      return c !== 0;
    case 'lt':
      return c < 0;
    case 'gt':
      return c > 0;
    case 'le':
      return c <= 0;
    case 'ge':
      return c >= 0;
    default:
      return c === 0;
  }
}

const opWords: Record<CheckOp, string> = {
  eq: '',
  ne: 'not ',
  lt: 'below ',
  gt: 'above ',
  le: 'at most ',
  ge: 'at least ',
  contains: 'containing ',
};

/** The first check that fails, in words, or '' when it holds. */
export function checkFailure(rt: EntryRuntime, check: Check): string {
  switch (check.kind) {
    case 'object': {
      const o = rt.object(check.object);
      if (!o) return `There is no object "${check.object}".`;
      const actual: Value =
        check.property === 'costume' ? (o.costumes[o.costume] ?? '') : (o[check.property] as Value);
      if (holds(actual, check.op, check.value, check.tolerance)) return '';
      const within = check.tolerance ? ` (±${check.tolerance})` : '';
      return `${check.object}: ${check.property} is ${show(actual)}, expected ${opWords[check.op]}${show(check.value)}${within}.`;
    }
    case 'variable': {
      const actual = rt.variables.get(check.name);
      if (holds(actual, check.op, check.value, check.tolerance)) return '';
      return `Variable ${check.name} is ${show(actual)}, expected ${opWords[check.op]}${show(check.value)}.`;
    }
    case 'list': {
      const actual = rt.lists.get(check.name) ?? [];
      const same =
        actual.length === check.items.length &&
        actual.every((x, i) => compareValues(x, check.items[i]) === 0);
      return same
        ? ''
        : `List ${check.name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(check.items)}.`;
    }
    case 'said': {
      const o = rt.object(check.object);
      if (!o) return `There is no object "${check.object}".`;
      return o.saidLog.includes(check.text) ? '' : `${check.object} never said ${show(check.text)}.`;
    }
    case 'touched': {
      const o = rt.object(check.object);
      if (!o) return `There is no object "${check.object}".`;
      const touched = o.touched.includes(check.target);
      if (touched === check.expected) return '';
      const what = check.target === 'wall' ? 'the edge' : check.target;
      return check.expected ? `${check.object} never touched ${what}.` : `${check.object} touched ${what}.`;
    }
  }
}

/** Runs a project for a test's duration with its inputs; the runtime at the end (or the error). */
export function runForTest(
  project: Project,
  test: RunnableTest,
  stepLimit: number,
): { rt: EntryRuntime; error?: unknown } {
  const answers = [...test.inputs.answers];
  const rt = new EntryRuntime(project, {
    seed: test.inputs.seed,
    maxSteps: stepLimit,
    answer: () => answers.shift() ?? '',
  });
  const frames = Math.round(test.duration * FPS);
  const events: { frame: number; run: () => void }[] = [];
  for (const k of test.inputs.keys) {
    events.push({ frame: Math.round(k.at * FPS), run: () => rt.keyDown(k.key) });
    events.push({ frame: Math.round((k.at + k.hold) * FPS), run: () => rt.keyUp(k.key) });
  }
  for (const c of test.inputs.clicks)
    events.push({ frame: Math.round(c.at * FPS), run: () => rt.click(c.object) });
  events.sort((a, b) => a.frame - b.frame);
  try {
    rt.start();
    for (let f = 0; f < frames && !rt.stopped; f++) {
      while (events.length && events[0]!.frame <= f) events.shift()!.run();
      rt.frame();
    }
    return { rt };
  } catch (error) {
    return { rt, error };
  }
}

/** One test's verdict: the rules, the run, then every check. */
export function gradeTest(project: Project, test: RunnableTest, rules: BlockRules): TestVerdict {
  const total = test.checks.length;
  const broken = ruleProblems(project, rules);
  if (broken.length) return { outcome: 'fail', message: broken.join(' '), passed: 0, total };
  const { rt, error } = runForTest(project, test, rules.stepLimit);
  if (error instanceof StepLimitError)
    return { outcome: 'timeout', message: error.message, passed: 0, total };
  if (error instanceof BlockError) return { outcome: 'error', message: error.message, passed: 0, total };
  if (error) return { outcome: 'error', message: 'The project stopped with an error.', passed: 0, total };
  const failures = test.checks.map((c) => checkFailure(rt, c)).filter(Boolean);
  const passed = total - failures.length;
  if (failures.length === 0) return { outcome: 'pass', message: `All ${total} checks hold.`, passed, total };
  return { outcome: 'fail', message: failures.join(' '), passed, total };
}
