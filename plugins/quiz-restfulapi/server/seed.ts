import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';

/** The demo's reference: a todo API in Flask, kept in memory. */
export const todoFlaskReference = [
  'import os',
  'from flask import Flask, jsonify, request',
  '',
  'app = Flask(__name__)',
  'todos = {}',
  'next_id = 1',
  '',
  '',
  "@app.post('/todos')",
  'def add():',
  '    global next_id',
  '    data = request.get_json(silent=True) or {}',
  "    title = data.get('title')",
  '    if not isinstance(title, str) or not title.strip():',
  "        return jsonify(error='title is required'), 400",
  "    todo = {'id': next_id, 'title': title, 'done': False}",
  '    todos[next_id] = todo',
  '    next_id += 1',
  '    return jsonify(todo), 201',
  '',
  '',
  "@app.get('/todos')",
  'def list_todos():',
  '    return jsonify(list(todos.values()))',
  '',
  '',
  "@app.get('/todos/<int:todo_id>')",
  'def get_todo(todo_id):',
  '    todo = todos.get(todo_id)',
  '    if todo is None:',
  "        return jsonify(error='not found'), 404",
  '    return jsonify(todo)',
  '',
  '',
  "@app.delete('/todos/<int:todo_id>')",
  'def delete_todo(todo_id):',
  '    if todos.pop(todo_id, None) is None:',
  "        return jsonify(error='not found'), 404",
  "    return '', 204",
  '',
  '',
  "if __name__ == '__main__':",
  "    app.run(host='127.0.0.1', port=int(os.environ['PORT']))",
  '',
].join('\n');

const json = { 'content-type': 'application/json' };
const post = (title: string, id: number) => ({
  method: 'POST',
  path: '/todos',
  body: { title },
  expect: { status: 201, headers: json, body: { id, title, done: false }, mode: 'subset' },
});

/** The demo's tests: adding, listing, a missing todo, and (hidden) deleting. */
export const todoTests = [
  { name: '할 일 추가', score: 3, hidden: false, requests: [post('우유 사기', 1)] },
  {
    name: '목록 보기',
    score: 3,
    hidden: false,
    requests: [
      post('우유 사기', 1),
      post('숙제 하기', 2),
      {
        method: 'GET',
        path: '/todos',
        expect: {
          status: 200,
          body: [
            { id: 2, title: '숙제 하기', done: false },
            { id: 1, title: '우유 사기', done: false },
          ],
          mode: 'unordered',
        },
      },
      {
        method: 'GET',
        path: '/todos/2',
        expect: { status: 200, body: '숙제 하기', mode: 'path', path: '$.title' },
      },
    ],
  },
  {
    name: '없는 할 일',
    score: 2,
    hidden: false,
    requests: [{ method: 'GET', path: '/todos/99', expect: { status: 404 } }],
  },
  {
    name: '할 일 삭제',
    score: 2,
    hidden: true,
    requests: [
      post('운동하기', 1),
      { method: 'DELETE', path: '/todos/1', expect: { status: 204 } },
      { method: 'GET', path: '/todos/1', expect: { status: 404 } },
      { method: 'GET', path: '/todos', expect: { status: 200, body: [], mode: 'exact' } },
    ],
  },
];

/** The demo quiz: a todo API in Flask, in Korean. */
export const demoRestfulapiQuiz = {
  seedKey: 'quiz-restfulapi.demo',
  type: 'restfulapi',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '할 일 API',
  common: {
    title: '할 일 API',
    // Markdown, as the workspace shows a quiz's statement.
    contents: [
      '할 일을 메모리에 저장하는 JSON API 서버를 Flask로 만드세요. 서버는 환경 변수 `PORT`의 포트에서 요청을 받습니다.',
      '',
      '- `POST /todos` `{"title": "..."}` → 201, `{"id": 1, "title": "...", "done": false}` (id는 1부터)',
      '- `GET /todos` → 200, 할 일 목록',
      '- `GET /todos/:id` → 200, 그 할 일 (없으면 404)',
      '- `DELETE /todos/:id` → 204 (없으면 404)',
    ].join('\n'),
    difficulty: 2,
  },
  definition: {
    language: 'python3',
    source: [
      'import os',
      'from flask import Flask, jsonify, request',
      '',
      'app = Flask(__name__)',
      'todos = {}',
      '',
      '# TODO: POST /todos, GET /todos, GET /todos/<id>, DELETE /todos/<id>',
      '',
      "if __name__ == '__main__':",
      "    app.run(host='127.0.0.1', port=int(os.environ['PORT']))",
      '',
    ].join('\n'),
    starterFiles: [],
    answer_code: todoFlaskReference,
    run_time_limit: 10,
    validate_memory_limit: 512,
    tests: todoTests,
  },
};

/** One published todo API quiz in the demo school channel, through the workspace's quiz seed. */
export async function seedRestfulapi(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoRestfulapiQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference passes in the judge (server/restfulapi.test.ts validates this definition).
    referenceValidated: true,
  });
}
