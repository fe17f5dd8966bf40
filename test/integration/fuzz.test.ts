// The API fuzz test, generated from /api/openapi.json: every operation, with each parameter
// (path, query, body property) replaced by hostile values, broken bodies and odd upgrade
// requests, as anonymous and signed-in callers of core with every plugin and the demo data.
// No answer may be a 5xx; every 4xx must be `{ err: { code, message } }`; the server must
// still answer /api/health at the end. Seeded with fast-check: a fixed seed by default,
// FUZZ_SEED=<number> to replay a run, FUZZ_SEED=random for a new one (the seed is printed).
import test from 'ava';
import fc from 'fast-check';
import { startFuzzApp, send, replyProblem, type FuzzApp, type Persona } from './fuzz/app.ts';
import {
  operationsOf,
  target,
  validInput,
  type Input,
  type JsonSchema,
  type Operation,
} from './fuzz/operations.ts';
import { describe, hostileValues, malformedBodies, randomValue, type Hostile } from './fuzz/values.ts';
import { upgradeRequests, upgrade } from './fuzz/upgrade.ts';

const fixedSeed = 20261125;
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : fixedSeed;
if (!Number.isSafeInteger(seed))
  throw new Error(`FUZZ_SEED must be an integer or 'random', not '${process.env.FUZZ_SEED}'`);
/** Requests in flight at once. */
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
/** Random values (fast-check) per parameter for each caller the gate lets through. */
const randomPerParameter = Number(process.env.FUZZ_RANDOM ?? 2);
/** Hostile values per parameter for callers the gate refuses (a seeded pick of the list). */
const refusedPerParameter = 3;

/** Where a value goes: a path or query parameter, or a (possibly nested) body property. */
interface Slot {
  where: 'path' | 'query' | 'body';
  name: string;
  /** Property path inside the body; a number steps into an array. */
  keys: (string | number)[];
}

/** One request to make, and how a failure report describes it. */
interface Case {
  op: Operation;
  persona: Persona;
  what: string;
  /** The kind of input, for grouping failures: e.g. `path = 100 KB string`, `body {bad`. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

function slotsOf(op: Operation): Slot[] {
  const slots: Slot[] = op.parameters.map((p) => ({ where: p.in, name: p.name, keys: [p.name] }));
  const props = op.body?.properties ?? {};
  for (const [name, schema] of Object.entries(props)) {
    slots.push({ where: 'body', name, keys: [name] });
    // One level down: properties of an object property and of an array property's items.
    const inner: [JsonSchema | undefined, (string | number)[]][] = [
      [schema.properties ? schema : undefined, [name]],
      [schema.items?.properties ? schema.items : undefined, [name, 0]],
    ];
    for (const [s, at] of inner)
      for (const sub of Object.keys(s?.properties ?? {}))
        slots.push({ where: 'body', name: `${at.join('.')}.${sub}`, keys: [...at, sub] });
  }
  return slots;
}

/** Text of a value in a URL: strings as they are, everything else as JSON. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? String(value);
}

function withValue(op: Operation, base: Input, slot: Slot, value: unknown): { url: string; body: unknown } {
  const input: Input = { path: { ...base.path }, query: [...base.query], body: structuredClone(base.body) };
  if (slot.where === 'path')
    input.path[slot.name] = Array.isArray(value) ? value.map(text).join(',') : text(value);
  else if (slot.where === 'query') {
    input.query = input.query.filter(([k]) => k !== slot.name);
    if (Array.isArray(value)) for (const v of value) input.query.push([slot.name, text(v)]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) input.query.push([`${slot.name}[${k}]`, text(v)]);
    else input.query.push([slot.name, value === null ? '' : text(value)]);
  } else {
    if (input.body === null || typeof input.body !== 'object') input.body = {};
    let at = input.body as Record<string | number, unknown>;
    slot.keys.forEach((key, i) => {
      if (i === slot.keys.length - 1) {
        at[key] = value;
        return;
      }
      const next = slot.keys[i + 1];
      if (at[key] === null || typeof at[key] !== 'object')
        at[key] = typeof next === 'number' ? [] : ({} as Record<string, unknown>);
      const child = at[key] as Record<string | number, unknown>;
      if (typeof next === 'number' && child[next] === undefined) child[next] = {};
      at = child;
    });
  }
  return { url: target(op, input), body: input.body };
}

/** Does the gate (access, channel membership) let this caller through to the input? */
function reaches(op: Operation, p: Persona, inChannel: boolean): boolean {
  if (inChannel && !op.channelPublic && !p.member) return false;
  if (op.access === 'public') return true;
  if (p.userId === null) return false;
  if (op.access === 'user') return true;
  if (Array.isArray(op.access)) return op.access.includes(p.role!);
  return op.matrix?.allows.includes(p.role!) ?? true;
}

/** Runs `jobs` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

let fx: FuzzApp;
test.before(async () => {
  fx = await startFuzzApp();
});
test.after.always(async () => {
  await fx?.stop();
});

test('no operation answers hostile input with a 5xx or an error without { err: { code, message } }', async (t) => {
  t.timeout(10 * 60_000);
  const started = Date.now();
  t.log(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`);
  const doc = JSON.parse((await send(fx.app.url, 'GET', '/api/openapi.json', { host: fx.publicHost })).text);
  const operations = operationsOf(doc);
  const callers: { persona: Persona; inChannel: boolean }[] = [
    { persona: await fx.persona('teacher', 'public', 'seoyeon'), inChannel: false },
    { persona: await fx.persona('learner', 'public', 'minjun'), inChannel: false },
    { persona: await fx.persona('anonymous', 'public', null), inChannel: false },
    { persona: await fx.persona('channel admin', 'channel', 'jihoon.admin'), inChannel: true },
    { persona: await fx.persona('channel learner (examinee)', 'channel', 'hajun'), inChannel: true },
  ];
  // Every draw takes the next seed after the run's seed: the same FUZZ_SEED makes the same requests.
  let sampleSeed = seed;
  const draw = <T>(arbitrary: fc.Arbitrary<T>, n: number): T[] =>
    fc.sample(arbitrary, { seed: sampleSeed++, numRuns: n });
  const randomValues = (n: number) => draw(randomValue, n);
  const pick = (n: number): Hostile[] => draw(fc.constantFrom(...hostileValues), n);

  // Failures are grouped by what went wrong and the kind of input, each with the operations it hit.
  const failures = new Map<string, { count: number; operations: Set<string>; examples: string[] }>();
  const statuses = new Map<number, number>();
  let requests = 0;
  const record = (c: Case, status: number, problem: string, response: string) => {
    const key = `${problem} ← ${c.kind}`;
    const entry = failures.get(key) ?? { count: 0, operations: new Set<string>(), examples: [] };
    entry.count += 1;
    entry.operations.add(c.op.id);
    if (entry.examples.length < 3)
      entry.examples.push(
        `${c.op.id} as ${c.persona.name}: ${c.what}\n      ${c.method} ${c.url.length > 160 ? `${c.url.slice(0, 160)}… (${c.url.length} characters)` : c.url}` +
          `\n      → ${status} ${response.slice(0, 300)}`,
      );
    failures.set(key, entry);
  };
  const run = async (c: Case) => {
    const reply = await send(fx.app.url, c.method, c.url, c.headers, c.body);
    requests += 1;
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    const problem = replyProblem(reply);
    if (problem) record(c, reply.status, problem, reply.text);
  };

  // Reads first, then writes, deletions last, so that what a write changes (a deleted lecture)
  // takes as little as possible from the operations after it.
  const rank = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
  for (const op of [...operations].sort((a, b) => rank[a.method] - rank[b.method])) {
    // Each hostile value of each parameter goes to one of the callers the gate lets through to
    // the input (taking turns), with random values and every broken body to each of them;
    // callers the gate refuses get a seeded pick, to be refused in the error shape all the same.
    const through = callers.filter((c) => reaches(op, c.persona, c.inChannel)).map((c) => c.persona);
    const base = validInput(op, fx.ids);
    const slots = slotsOf(op);
    const cases: Case[] = [];
    const make = (
      persona: Persona,
      kind: string,
      what: string,
      url: string,
      body?: Buffer | string,
      contentType?: string,
    ): Case => ({
      op,
      persona,
      kind,
      what,
      method: op.method,
      url,
      headers: fx.headers(persona, op.method, contentType ? { 'content-type': contentType } : {}),
      body,
    });
    const withSlot = (persona: Persona, slot: Slot, label: string, value: unknown, random = false) => {
      const { url, body } = withValue(op, base, slot, value);
      const json = op.method === 'GET' || body === undefined ? undefined : JSON.stringify(body);
      cases.push(
        make(
          persona,
          `${slot.where} = ${random ? 'a random value' : label}`,
          `${slot.where} ${slot.name} = ${label}`,
          url,
          json,
          json ? 'application/json' : undefined,
        ),
      );
    };
    const broken = op.method === 'GET' ? [] : malformedBodies(base.body);
    const url = target(op, base);
    slots.forEach((slot, n) => {
      if (through.length)
        hostileValues.forEach(({ label, value }, i) =>
          withSlot(through[(i + n) % through.length], slot, label, value),
        );
    });
    for (const persona of through) {
      for (const slot of slots)
        for (const value of randomValues(randomPerParameter))
          withSlot(persona, slot, describe(value), value, true);
      for (const raw of broken)
        cases.push(make(persona, `body ${raw.label}`, `body ${raw.label}`, url, raw.body, raw.contentType));
      const protoQuery = `${url}${url.includes('?') ? '&' : '?'}__proto__[polluted]=1&constructor[prototype][x]=1&__proto__=1`;
      cases.push(make(persona, 'query with prototype keys', 'query with prototype keys', protoQuery));
    }
    for (const { persona } of callers) {
      if (through.includes(persona)) continue;
      for (const slot of slots)
        for (const { label, value } of pick(refusedPerParameter)) withSlot(persona, slot, label, value);
      for (const raw of broken.length ? draw(fc.constantFrom(...broken), 1) : [])
        cases.push(make(persona, `body ${raw.label}`, `body ${raw.label}`, url, raw.body, raw.contentType));
    }
    await pool(cases, concurrency, run);
    // A write may have ended a session (log out, password change): every caller starts the next operation signed in.
    if (op.method !== 'GET') for (const { persona } of callers) await fx.refresh(persona);
  }

  const upgrades = upgradeRequests(callers.map((c) => c.persona));
  for (const u of upgrades) {
    const status = await upgrade(fx.app.url, u.headers, u.path);
    requests += 1;
    if (status === 0 || status >= 500)
      record(
        {
          op: { id: `UPGRADE ${u.path}` } as Operation,
          persona: u.persona,
          kind: `upgrade with ${u.what}`,
          what: u.what,
          method: 'GET',
          url: u.path,
          headers: u.headers,
        },
        status,
        status === 0 ? 'no response' : String(status),
        '',
      );
  }

  const health = await send(fx.app.url, 'GET', '/api/health', { host: fx.publicHost });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  t.log(
    `${requests} requests, ${operations.length} operations, ${callers.length} callers, ${seconds} s; statuses ${[
      ...statuses,
    ]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
  t.true(requests >= 5000, `only ${requests} requests`);
  t.is(health.status, 200, 'the server still answers /api/health');
  if (failures.size) {
    const report = [...failures]
      .map(
        ([key, { count, operations: ops, examples }]) =>
          `  ${key}: ${count}× in ${ops.size} operations (${[...ops].slice(0, 8).join(', ')}${ops.size > 8 ? ', …' : ''})\n    ${examples.join('\n    ')}`,
      )
      .join('\n');
    t.fail(`seed ${seed}: ${failures.size} kinds of wrong answers:\n${report}`);
  }
});
