// The todo API of the demo quiz in Node.js, for tests that need no Python packages.
import { demoRestfulapiQuiz } from './seed.ts';

/** The demo's todo API in Node.js; `missing` is the status it answers for a missing todo. */
export const jsServer = (options: { missing?: number } = {}) =>
  [
    "const http = require('node:http');",
    'const todos = new Map();',
    'let next = 1;',
    'const send = (res, status, body) => {',
    "  res.writeHead(status, { 'content-type': 'application/json' });",
    "  res.end(body === undefined ? '' : JSON.stringify(body));",
    '};',
    'http.createServer((req, res) => {',
    "  let raw = '';",
    "  req.on('data', (c) => (raw += c));",
    "  req.on('end', () => {",
    '    const m = req.url.match(/^\\/todos(?:\\/(\\d+))?$/);',
    "    if (!m) return send(res, 404, { error: 'not found' });",
    '    const id = m[1] ? Number(m[1]) : null;',
    "    if (req.method === 'POST' && id === null) {",
    "      const { title } = JSON.parse(raw || '{}');",
    '      const todo = { id: next++, title, done: false };',
    '      todos.set(todo.id, todo);',
    "      console.log('added todo', todo.id);",
    '      return send(res, 201, todo);',
    '    }',
    "    if (req.method === 'GET' && id === null) return send(res, 200, [...todos.values()]);",
    "    if (req.method === 'GET')",
    `      return todos.has(id) ? send(res, 200, todos.get(id)) : send(res, ${options.missing ?? 404}, { error: 'not found' });`,
    "    if (req.method === 'DELETE') {",
    "      if (!todos.delete(id)) return send(res, 404, { error: 'not found' });",
    '      res.writeHead(204);',
    '      return res.end();',
    '    }',
    "    send(res, 405, { error: 'method' });",
    '  });',
    '}).listen(Number(process.env.PORT));',
    '',
  ].join('\n');

/** The demo quiz in `js`, with a short time limit. */
export const jsDefinition = {
  ...demoRestfulapiQuiz.definition,
  language: 'js',
  source: '// server.js\n',
  answer_code: jsServer(),
  run_time_limit: 3,
};
