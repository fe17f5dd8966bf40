// The REST API quiz's harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin; for each test it copies the learner's files to a fresh folder,
// starts their server there with PORT in its environment, waits until the port takes connections
// (at most the test's seconds), sends the test's requests in order with fetch, compares each
// response with its expectation and reports one nonce-tagged line. The responses and the server's
// log (its last 16,000 characters) go with the test as `exchange.json` (the judge drops it for a
// hidden test). The learner's server is a child process in its own process group, killed after
// its test; the nonce is never in its environment.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { compareBody, textOf } from './compare.mjs';

const LOG_KEEP = 16_000;
const BODY_KEEP = 20_000;

const readJob = () =>
  new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) {
        process.stdin.pause();
        process.stdin.destroy();
        resolve(JSON.parse(text.slice(0, end)));
      }
    });
    process.stdin.on('end', () => resolve(JSON.parse(text)));
  });

const job = await readJob();
const tag = `@@${job.nonce} `;
const report = (test, outcome, message, exchange) => {
  const line = { name: test.name, outcome, message: String(message).slice(0, 2000) };
  if (exchange) {
    const json = JSON.stringify(exchange);
    line.artifacts = [{ name: 'exchange.json', base64: Buffer.from(json).toString('base64') }];
  }
  process.stdout.write(tag + JSON.stringify(line) + '\n');
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** True when something takes connections on the port (IPv4 or IPv6 loopback). */
const listening = (port, host) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(500, () => done(false));
  });

/** Starts the learner's server for one test; returns the child, its log and its exit. */
function startServer(data, port, folder) {
  mkdirSync(folder, { recursive: true });
  for (const name of data.files) {
    const target = join(folder, name);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join('/box', name), target);
  }
  const python = data.language === 'python3';
  const command = python ? 'python3' : process.execPath;
  const args = python ? ['-u', data.main] : [data.main];
  const child = spawn(command, args, {
    cwd: folder,
    env: {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      HOME: folder,
      LANG: 'C.UTF-8',
      PORT: String(port),
      PYTHONUNBUFFERED: '1',
      PYTHONDONTWRITEBYTECODE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const server = { child, log: '', exited: null };
  const keep = (chunk) => {
    server.log = (server.log + chunk.toString('utf8')).slice(-LOG_KEEP);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (e) => keep(`\n${e.message}\n`));
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  return server;
}

function stop(server) {
  try {
    process.kill(-server.child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Waits until the server listens, exits, or the deadline passes: 'up', 'exited' or 'late'. */
async function waitForServer(server, port, deadline) {
  while (Date.now() < deadline) {
    if (server.exited) return 'exited';
    if ((await listening(port, '127.0.0.1')) || (await listening(port, '::1'))) return 'up';
    await sleep(100);
  }
  return 'late';
}

const describe = (i, r) => `Request ${i + 1} (${r.method} ${r.path})`;

/** The first way the response differs from the expectation, or '' when it matches. */
function mismatch(expect, response) {
  if (expect.status !== undefined && response.status !== expect.status)
    return `expected status ${expect.status}, got ${response.status}.`;
  for (const [name, value] of Object.entries(expect.headers ?? {})) {
    const actual = response.headers[name.toLowerCase()];
    if (actual === undefined) return `expected the header ${name}, which is missing.`;
    if (!actual.toLowerCase().includes(value.toLowerCase()))
      return `expected the header ${name} to contain "${value}", got "${actual}".`;
  }
  if (expect.body === undefined) return '';
  if (!response.json)
    return `expected a JSON body, got ${response.text ? textOf(response.text) : 'an empty body'}.`;
  return compareBody(expect, response.body);
}

async function send(request, port, deadline) {
  const headers = { ...request.headers };
  const init = { method: request.method, headers, redirect: 'manual' };
  if (request.body !== undefined) {
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  init.signal = AbortSignal.timeout(Math.max(deadline - Date.now(), 1));
  const res = await fetch(`http://127.0.0.1:${port}${request.path}`, init);
  const text = await res.text();
  const response = {
    method: request.method,
    path: request.path,
    status: res.status,
    headers: Object.fromEntries(res.headers),
    json: false,
    body: null,
    text: text.slice(0, BODY_KEEP),
  };
  if (text.trim() !== '') {
    try {
      response.body = JSON.parse(text);
      response.json = true;
    } catch {
      // not JSON: the text stays
    }
  }
  if (response.json) delete response.text;
  return response;
}

async function runTest(test, index) {
  const data = test.data;
  const port = 18_000 + index;
  const folder = `/tmp/server-${index}`;
  const server = startServer(data, port, folder);
  const responses = [];
  const exchange = () => ({ responses, log: server.log });
  try {
    const up = await waitForServer(server, port, Date.now() + data.seconds * 1000);
    if (up === 'exited') {
      const how = server.exited.code !== null ? `code ${server.exited.code}` : server.exited.signal;
      return report(
        test,
        'error',
        `The server exited (${how}) before listening on PORT ${port}.`,
        exchange(),
      );
    }
    if (up === 'late')
      return report(
        test,
        'timeout',
        `The server did not listen on PORT ${port} within ${data.seconds} s.`,
        exchange(),
      );
    const deadline = Date.now() + data.seconds * 1000;
    for (const [i, request] of data.requests.entries()) {
      let response;
      try {
        response = await send(request, port, deadline);
      } catch (e) {
        const late = Date.now() >= deadline;
        const why = late ? `no answer within ${data.seconds} s` : e?.cause?.code || e?.message || 'failed';
        return report(test, late ? 'timeout' : 'error', `${describe(i, request)}: ${why}.`, exchange());
      }
      responses.push(response);
      if (!data.check) continue;
      const wrong = mismatch(request.expect ?? {}, response);
      if (wrong) return report(test, 'fail', `${describe(i, request)}: ${wrong}`, exchange());
    }
    // Give the server's last lines a moment to arrive in the log.
    await sleep(50);
    return report(test, 'pass', '', exchange());
  } finally {
    stop(server);
  }
}

for (const [index, test] of job.tests.entries()) await runTest(test, index);
process.exit(0);
