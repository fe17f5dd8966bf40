// The authorization matrix, generated from /api/openapi.json: every operation × anonymous,
// learner, teacher (public site and demo channel), channel admin (the main manager), a co-manager
// with only some rights, supervisor and a member of another channel, each expected outcome derived from the route's declared `access`
// (x-seodang-access), `channelPublic` and, for a custom check, its declared `matrix`.
import test from 'ava';
import { startFuzzApp, send, replyProblem, type FuzzApp, type Persona, type Reply } from './fuzz/app.ts';
import { operationsOf, target, validInput, type Operation } from './fuzz/operations.ts';
import { demoAccounts } from '../../scripts/demo-accounts.ts';

/** What a caller must get: refused (401 / 403 or 404) or let through (anything but a refusal by the gate). */
type Expectation =
  | { kind: 'unauthenticated'; why: string }
  | { kind: 'refused'; why: string }
  | { kind: 'open'; why: string }
  | { kind: 'allowed'; why: string };

interface Who {
  persona: Persona;
  inChannel: boolean;
  /** A channel admin's rights: 'all' for the main manager, else a co-manager's (spec §3). */
  rights?: 'all' | readonly string[];
}

/** Codes only core's gate gives (a handler's own 403 for an allowed caller is its business). */
const gateCodes = new Set(['unauthenticated', 'not_channel_member', 'service_disabled', 'csrf']);
/** Refusals of a public route: the gate's codes and a role check's (a wrong password's 401 is an answer, not a refusal). */
const refusalCodes = new Set([...gateCodes, 'forbidden']);

/** The expected outcome of one operation for one caller, from what the route declares. */
function expectationOf(op: Operation, who: Who): Expectation | string {
  const { persona: p, inChannel } = who;
  const membersOnly = inChannel && !op.channelPublic;
  if (op.access === 'public' && !membersOnly) return { kind: 'open', why: "access 'public'" };
  if (p.userId === null)
    return {
      kind: 'unauthenticated',
      why:
        op.access === 'public'
          ? "access 'public' but members only inside a channel"
          : `access ${JSON.stringify(op.access)}`,
    };
  if (membersOnly && !p.member) return { kind: 'refused', why: 'not a member of this channel' };
  if (op.access === 'public') return { kind: 'open', why: "access 'public' (a member)" };
  if (op.access === 'user') return { kind: 'allowed', why: "access 'user'" };
  if (Array.isArray(op.access))
    return op.access.includes(p.role!)
      ? { kind: 'allowed', why: `role ${p.role} in ${op.access.join(',')}` }
      : { kind: 'refused', why: `role ${p.role} not in ${op.access.join(',')}` };
  if (op.managerRight && p.role === 'admin') {
    const rights = who.rights ?? 'all';
    const holds = rights === 'all' || (op.managerRight !== 'mainManager' && rights.includes(op.managerRight));
    return holds
      ? { kind: 'allowed', why: `an admin holding ${op.managerRight}` }
      : { kind: 'refused', why: `a co-manager without ${op.managerRight}` };
  }
  if (op.access === 'policy') {
    if (!op.matrix)
      return 'a custom access check without a declared expectation: add `matrix: { allows: [...] }` beside the route';
    return op.matrix.allows.includes(p.role!)
      ? { kind: 'allowed', why: `matrix allows ${p.role}` }
      : { kind: 'refused', why: `matrix does not allow ${p.role}` };
  }
  return `unknown access ${JSON.stringify(op.access)}`;
}

function errCode(reply: Reply): string | undefined {
  try {
    return (JSON.parse(reply.text) as { err?: { code?: string } }).err?.code;
  } catch {
    return undefined;
  }
}

/** Why a reply breaks the expectation, or null. */
function mismatch(expect: Expectation, reply: Reply): string | null {
  const problem = replyProblem(reply);
  if (problem) return problem;
  const code = errCode(reply);
  switch (expect.kind) {
    case 'unauthenticated':
      return reply.status === 401 ? null : `expected 401, got ${reply.status}${code ? ` ${code}` : ''}`;
    case 'refused':
      return reply.status === 403 || reply.status === 404
        ? null
        : `expected 403 or 404, got ${reply.status}${code ? ` ${code}` : ''}`;
    case 'open':
      return (reply.status === 401 || reply.status === 403) && refusalCodes.has(code ?? '')
        ? `expected no refusal, got ${reply.status} ${code}`
        : null;
    case 'allowed':
      // Core checks who asks before it reads the input, so even a 400 means the caller got through.
      if (reply.status === 401) return `expected to be let through, got 401 ${code}`;
      if (reply.status === 403 && gateCodes.has(code ?? ''))
        return `expected to be let through, got 403 ${code}`;
      return null;
  }
}

test('a custom access check without a declared matrix fails the matrix', (t) => {
  const op = {
    id: 'GET /api/x',
    access: 'policy',
    channelPublic: false,
    matrix: null,
  } as unknown as Operation;
  const learner = { userId: 1, role: 'student', member: true } as Persona;
  t.regex(
    String(expectationOf(op, { persona: learner, inChannel: false })),
    /without a declared expectation/,
  );
  const declared = { ...op, matrix: { allows: ['teacher'] } };
  t.like(expectationOf(declared, { persona: learner, inChannel: false }), { kind: 'refused' });
  t.like(expectationOf(declared, { persona: { ...learner, role: 'teacher' }, inChannel: false }), {
    kind: 'allowed',
  });
  t.like(expectationOf(declared, { persona: { ...learner, userId: null, role: null }, inChannel: false }), {
    kind: 'unauthenticated',
  });
});

test('a route needing a manager right lets the main manager and co-managers holding it through', (t) => {
  const op = {
    id: 'POST /api/x',
    access: 'policy',
    channelPublic: false,
    matrix: { allows: ['admin'] },
    managerRight: 'invite',
  } as unknown as Operation;
  const admin = { userId: 1, role: 'admin', member: true } as Persona;
  const as = (rights: Who['rights'], o = op) => expectationOf(o, { persona: admin, inChannel: true, rights });
  t.like(as('all'), { kind: 'allowed' });
  t.like(as(['invite']), { kind: 'allowed' });
  t.like(as(['applicantManagement']), { kind: 'refused' });
  t.like(as(['invite'], { ...op, managerRight: 'mainManager' }), { kind: 'refused' });
  t.like(expectationOf(op, { persona: { ...admin, role: 'teacher' }, inChannel: true }), { kind: 'refused' });
});

let fx: FuzzApp;
test.before(async () => {
  fx = await startFuzzApp();
});
test.after.always(async () => {
  await fx?.stop();
});

test('every operation answers each kind of caller as its declared access says', async (t) => {
  const doc = JSON.parse((await send(fx.app.url, 'GET', '/api/openapi.json', { host: fx.publicHost })).text);
  const operations = operationsOf(doc);
  t.true(operations.length > 100, `only ${operations.length} operations in /api/openapi.json`);
  const callers: Who[] = [
    { persona: await fx.persona('anonymous', 'public', null), inChannel: false },
    { persona: await fx.persona('learner', 'public', 'minjun'), inChannel: false },
    { persona: await fx.persona('teacher', 'public', 'seoyeon'), inChannel: false },
    { persona: await fx.persona('channel anonymous', 'channel', null), inChannel: true },
    { persona: await fx.persona('channel learner', 'channel', 'hajun'), inChannel: true },
    { persona: await fx.persona('channel teacher', 'channel', 'sua.teacher'), inChannel: true },
    { persona: await fx.persona('channel admin', 'channel', 'jihoon.admin'), inChannel: true, rights: 'all' },
    {
      persona: await fx.persona('limited co-manager', 'channel', 'minseo.comanager'),
      inChannel: true,
      rights: demoAccounts.find((a) => a.userId === 'minseo.comanager')!.managerRights,
    },
    { persona: await fx.persona('channel supervisor', 'channel', 'supervisor'), inChannel: true },
    { persona: await fx.persona('member of another channel', 'channel', 'other.admin'), inChannel: true },
  ];
  t.deepEqual(
    callers.map((c) => c.persona.role),
    [null, 'student', 'teacher', null, 'student', 'teacher', 'admin', 'admin', 'supervisor', 'student'],
    'the demo accounts have the roles the matrix is about',
  );
  t.deepEqual(
    callers.map((c) => c.persona.member),
    [false, true, true, false, true, true, true, true, true, false],
  );
  // Reads first, then writes, deletions last: a write an allowed caller makes (a deleted lecture)
  // changes what later allowed callers see, never what a refused caller gets.
  const rank = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
  const ordered = [...operations].sort((a, b) => rank[a.method] - rank[b.method]);
  const failures: string[] = [];
  const tally = new Map<string, number>();
  let requests = 0;
  const slowest: { ms: number; what: string }[] = [];
  for (const op of ordered) {
    const input = validInput(op, fx.ids);
    const url = target(op, input);
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    for (const who of callers) {
      const expect = expectationOf(op, who);
      if (typeof expect === 'string') {
        failures.push(`${op.id} (${op.plugin}): ${expect}`);
        break;
      }
      // A write may have ended the session (log out, password change): each write gets a fresh one.
      if (op.method !== 'GET') await fx.refresh(who.persona);
      const headers = fx.headers(
        who.persona,
        op.method,
        body === undefined ? {} : { 'content-type': 'application/json' },
      );
      const began = performance.now();
      const reply = await send(fx.app.url, op.method, url, headers, body);
      slowest.push({
        ms: performance.now() - began,
        what: `${op.id} as ${who.persona.name} → ${reply.status}`,
      });
      slowest.sort((a, b) => b.ms - a.ms).splice(5);
      requests += 1;
      const key = `${expect.kind} → ${reply.status}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      const wrong = mismatch(expect, reply);
      if (wrong)
        failures.push(
          `${op.id} as ${who.persona.name} (${expect.why}): ${wrong}\n    request ${op.method} ${url}${body ? ` ${body.slice(0, 200)}` : ''}\n    response ${reply.status} ${reply.text.slice(0, 300)}`,
        );
    }
  }
  t.log(`${operations.length} operations × ${callers.length} callers = ${requests} requests`);
  t.log(`slowest: ${slowest.map((x) => `${x.what} ${Math.round(x.ms)} ms`).join('; ')}`);
  t.log(
    [...tally]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', '),
  );
  const health = await send(fx.app.url, 'GET', '/api/health', { host: fx.publicHost });
  t.is(health.status, 200, 'the server still answers /api/health');
  if (failures.length)
    t.fail(`${failures.length} answers break the declared access:\n${failures.join('\n')}`);
  else t.pass();
});
