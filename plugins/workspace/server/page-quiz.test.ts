import test from 'ava';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';

// `html_css_js` and `web` quizzes graded by the teacher's checks in headless chromium, through the API.
let app: TestCore;
let school: TestChannel;
let probe: Server;
let probeHits = 0;

test.before(async () => {
  // Something a learner's page might try to reach: grading must never let a request out.
  probe = createServer((_req, res) => {
    probeHits += 1;
    res.setHeader('access-control-allow-origin', '*');
    res.end('reached');
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  app = await startTestCore({ plugins: ['workspace'] });
  school = await app.createChannelWithMembers({
    slug: 'pages',
    members: { teach: 'teacher', learner: 'student' },
  });
});
test.after.always(async () => {
  await app?.stop();
  probe?.close();
});

const as = (userId: string) => school.login(userId, { locale: 'en' });

const hiddenCode =
  "assert(getComputedStyle(document.querySelector('h1')).color === 'rgb(255, 0, 0)', 'HIDDEN-CHECK-MESSAGE')";
const definition = {
  html: '<h1></h1>',
  css: '',
  js: '',
  checks: [
    {
      name: 'heading says Hello',
      code: "assert(document.querySelector('h1')?.textContent === 'Hello', 'the heading should say Hello')",
      score: 2,
    },
    { name: 'SECRET-CHECK-NAME', code: hiddenCode, score: 1, hidden: true },
    {
      name: 'greet() answers',
      code: "assert(await inPage('typeof greet') === 'function', 'greet is missing'); return await inPage(\"greet('x')\") === 'hi x';",
      score: 1,
    },
  ],
  // Room for a busy machine: a page that loads late must not fail a check it passes.
  checkTimeLimitMs: 4000,
  totalTimeLimitMs: 20_000,
};

async function createQuiz(type: string, def: unknown): Promise<number> {
  const teach = await as('teach');
  const q = await teach.post('/api/workspace/quizzes', {
    type,
    status: 1,
    common: { title: type, contents: 'page' },
    definition: def,
  });
  if (q.status !== 201) throw new Error(JSON.stringify(q.body));
  return q.body.data.index;
}

test('the learner view of a page quiz never carries hidden checks', async (t) => {
  const index = await createQuiz('html_css_js', definition);
  const learner = await as('learner');
  const view = await learner.get(`/api/workspace/quizzes/${index}`);
  t.is(view.status, 200);
  const body = JSON.stringify(view.body);
  t.false(body.includes('SECRET-CHECK-NAME'));
  t.false(body.includes('HIDDEN-CHECK-MESSAGE'));
  t.is(view.body.data.definition.hiddenCheckCount, 1);
  t.deepEqual(
    view.body.data.definition.shownChecks.map((c: { name: string }) => c.name),
    ['heading says Hello', 'greet() answers'],
  );
  // Nor do graded submissions: the hidden check is numbered, its message kept back.
  const s = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>Hello</h1>', css: '', js: '' },
  });
  const graded = JSON.stringify(s.body);
  t.false(graded.includes('SECRET-CHECK-NAME'));
  t.false(graded.includes('HIDDEN-CHECK-MESSAGE'));
  t.true(graded.includes('hidden #1'));
});

test('a right page passes every check; a wrong one fails with the check messages', async (t) => {
  const index = await createQuiz('html_css_js', definition);
  const learner = await as('learner');
  const right = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: {
      html: '<h1>Hello</h1>',
      css: 'h1 { color: red; }',
      js: 'function greet(n) { return `hi ${n}`; }',
    },
  });
  t.is(right.body.data.outcome, 'RIGHT', JSON.stringify(right.body));
  t.is(right.body.data.score, 4);
  const wrong = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>Bye</h1>', css: 'h1 { color: red; }', js: 'function greet(n) { return n; }' },
  });
  // One check of four passes: partly right, with that check's point.
  t.is(wrong.body.data.outcome, 'PARTIAL');
  t.is(wrong.body.data.score, 1);
  t.deepEqual(
    wrong.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, true, false],
  );
});

test("checks run apart from the page's script: a page that overrides what checks use still fails", async (t) => {
  const index = await createQuiz('html_css_js', definition);
  const learner = await as('learner');
  // A wrong page that fakes every DOM, style and helper lookup a main-world check would trust.
  const forger = `const fake = { textContent: 'Hello' };
Document.prototype.querySelector = function () { return fake; };
window.getComputedStyle = () => ({ color: 'rgb(255, 0, 0)' });
window.assert = () => {};
Object.defineProperty(window, 'Error', { value: function () { return {}; } });
function greet(n) { return n; }`;
  const forged = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>Bye</h1>', css: '', js: forger },
  });
  t.is(forged.body.data.outcome, 'WRONG', JSON.stringify(forged.body.data));
  // Heading and colour are read from the real DOM, with the checks' own assert and Error.
  t.deepEqual(
    forged.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, false, false],
  );
  t.regex(forged.body.data.feedback, /the heading should say Hello/);
  // The same page without the forgery is graded the same way: overriding changed nothing.
  const plain = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>Bye</h1>', css: '', js: 'function greet(n) { return n; }' },
  });
  t.deepEqual(
    plain.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, false, false],
  );
});

test("a check that throws fails alone; an endless loop in the learner's script times out", async (t) => {
  const index = await createQuiz('html_css_js', {
    ...definition,
    checks: [
      { name: 'throws', code: 'null.property;' },
      { name: 'still runs', code: "assert(document.querySelector('h1'), 'no heading')" },
    ],
  });
  const learner = await as('learner');
  const thrown = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>x</h1>', css: '', js: '' },
  });
  t.deepEqual(
    thrown.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, true],
  );
  const looped = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>x</h1>', css: '', js: 'while (true) {}' },
  });
  t.is(looped.body.data.outcome, 'WRONG');
  t.deepEqual(
    looped.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, false],
  );
  t.regex(
    JSON.stringify(looped.body.data),
    /did not finish loading within 4000 ms|time limit exceeded \(4000 ms\)/,
    'the loop is cut at the time limit',
  );
  // A loop started later (in a timer) is cut per check too, and the browser stays usable.
  const later = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>x</h1>', css: '', js: 'setTimeout(() => { for (;;) {} }, 0);' },
  });
  // The page loaded before its timer looped: the loop is cut, then the checks run on the page as it
  // is — exactly like the same page without the loop (`fine` below): 'throws' fails, 'still runs'
  // passes. One check of two: partly right, with that check's point.
  t.is(later.body.data.outcome, 'PARTIAL', JSON.stringify(later.body.data));
  t.deepEqual([later.body.data.score, later.body.data.maxScore], [1, 2]);
  t.deepEqual(
    later.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, true],
  );
  const fine = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { html: '<h1>x</h1>', css: '', js: '' },
  });
  t.deepEqual(
    fine.body.data.details.map((d: { correct: boolean }) => d.correct),
    [false, true],
  );
});

test('a page cannot reach the network while graded (fetch, XHR, images)', async (t) => {
  const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/`;
  const index = await createQuiz('web', {
    files: [{ name: 'index.html', content: '<p>net</p>' }],
    checks: [
      {
        name: 'offline',
        code: 'await new Promise((r) => setTimeout(r, 500)); const seen = await inPage("outcome.join()"); assert(seen === "fetch blocked,xhr blocked", seen);',
      },
    ],
    checkTimeLimitMs: 3000,
  });
  const learner = await as('learner');
  const js = `window.outcome = [];
fetch('${url}').then(() => outcome.push('fetch reached'), () => outcome.push('fetch blocked'));
const x = new XMLHttpRequest(); x.onload = () => outcome.push('xhr reached'); x.onerror = () => outcome.push('xhr blocked'); x.open('GET', '${url}x'); x.send();
new Image().src = '${url}img';`;
  const s = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: {
      files: [
        { name: 'index.html', content: '<p>net</p><script src="app.js"></script>' },
        { name: 'app.js', content: js },
      ],
    },
  });
  t.is(s.body.data.outcome, 'RIGHT', JSON.stringify(s.body.data));
  t.is(probeHits, 0);
});

test('page quiz definitions and answers are checked by their schemas', async (t) => {
  const teach = await as('teach');
  const noChecks = await teach.post('/api/workspace/quizzes', {
    type: 'html_css_js',
    common: { title: 'x', contents: 'x' },
    definition: { html: '', checks: [] },
  });
  t.is(noChecks.body.err.code, 'invalid_definition');
  const noIndex = await teach.post('/api/workspace/quizzes', {
    type: 'web',
    common: { title: 'x', contents: 'x' },
    definition: { files: [{ name: 'a.html', content: '' }], checks: [{ name: 'a', code: 'x' }] },
  });
  t.is(noIndex.body.err.code, 'invalid_definition');
  const index = await createQuiz('web', { checks: [{ name: 'a', code: 'return true' }] });
  const learner = await as('learner');
  const bad = await learner.post(`/api/workspace/quizzes/${index}/submit`, {
    answer: { files: [{ name: '../x.js', content: '' }] },
  });
  t.is(bad.body.err.code, 'invalid_answer');
});
