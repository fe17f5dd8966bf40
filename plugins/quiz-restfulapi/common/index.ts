import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { restfulapiLabel } from './label.ts';

/** The learner's server languages: python3 (Flask or FastAPI from Debian) and js (Node.js). */
export const apiLanguages = ['python3', 'js'] as const;
/** A server language. */
export type ApiLanguage = (typeof apiLanguages)[number];

/** The file the harness starts, per language. */
export const mainFileOf = (language: ApiLanguage) => (language === 'js' ? 'server.js' : 'main.py');

/** The HTTP methods a request may use. */
export const apiMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** How an expected JSON body is compared with the response's. */
export const bodyModes = ['exact', 'subset', 'path', 'unordered'] as const;
/** A body comparison. */
export type BodyMode = (typeof bodyModes)[number];

/** At most this many tests, requests per test, and extra files. */
export const API_MAX_TESTS = 30;
export const API_MAX_REQUESTS = 20;
export const API_MAX_FILES = 5;

const fileName = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}$/, 'restfulapi.validation.fileName');
const program = z.string().max(50_000);
const json = z.json();
const headerName = z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'restfulapi.validation.header');
const headers = z
  .record(headerName, z.string().max(500))
  .refine((h) => Object.keys(h).length <= 20, 'restfulapi.validation.header')
  .default({});

/** What a response must be: a status, chosen headers (values contained), and a JSON body. */
export const expectSchema = z
  .object({
    status: z.number().int().min(100).max(599).optional(),
    headers: headers,
    /** Compared with the response's JSON per `mode`; left out, the body is not checked. */
    body: json.optional(),
    mode: z.enum(bodyModes).default('exact'),
    /** For mode `path`: where in the response the value is, e.g. `items[0].title` or `$.id`. */
    path: z.string().max(200).default(''),
  })
  .superRefine((e, ctx) => {
    if (e.mode === 'path' && !parsePath(e.path))
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'restfulapi.validation.path' });
  });

/** One request of a sequence. The path starts with `/` (the learner's server's own). */
export const requestSchema = z.object({
  method: z.enum(apiMethods),
  path: z.string().regex(/^\/[^\s]{0,499}$/, 'restfulapi.validation.requestPath'),
  headers: headers,
  /** Sent as JSON (with `content-type: application/json`) when given. */
  body: json.optional(),
  expect: expectSchema.default({ headers: {}, mode: 'exact', path: '' }),
});
/** One request. */
export type ApiRequest = z.infer<typeof requestSchema>;

/** One test: a request sequence on a fresh server. */
export const testSchema = z.object({
  name: z.string().trim().min(1).max(80),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
  requests: z.array(requestSchema).min(1, 'restfulapi.validation.requests').max(API_MAX_REQUESTS),
});
/** One test. */
export type ApiTest = z.infer<typeof testSchema>;

const extraFile = z.object({ name: fileName, content: program });

/**
 * The teacher's restfulapi quiz. `answer_code` and the hidden tests never reach a learner.
 */
export const restfulapiSchema = z
  .object({
    /** The learner's server language. */
    language: z.enum(apiLanguages).default('python3'),
    /** The learner's first main file (`main.py` or `server.js`). */
    source: program.default(''),
    /** More starting files beside the main one (helpers, data). */
    starterFiles: z.array(extraFile).max(API_MAX_FILES).default([]),
    /** The teacher's reference main file (publishing waits until it passes every test). */
    answer_code: program.refine((s) => s.trim().length > 0, 'restfulapi.validation.answerCode'),
    /** Seconds the server may take to listen on PORT, and each test's requests after. */
    run_time_limit: z.number().int().min(1).max(60).default(10),
    /** MiB for the server. */
    validate_memory_limit: z.number().int().min(128).max(1024).default(512),
    tests: z.array(testSchema).min(1, 'restfulapi.validation.tests').max(API_MAX_TESTS),
  })
  .superRefine((d, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length) issue(['tests'], 'restfulapi.validation.testNames');
    if (!d.tests.some((x) => x.score > 0)) issue(['tests'], 'restfulapi.validation.tests');
    const files = [mainFileOf(d.language), ...d.starterFiles.map((f) => f.name)];
    if (new Set(files).size !== files.length) issue(['starterFiles'], 'restfulapi.validation.fileName');
  });
/** A restfulapi definition. */
export type RestfulapiDefinition = z.infer<typeof restfulapiSchema>;

/** The learner's answer: the main file and any more files. */
export const restfulapiAnswer = z.object({
  code: program,
  /** The main file's name (`main.py` or `server.js`), for the download. */
  main: z.enum(['main.py', 'server.js']).optional(),
  files: z.array(extraFile).max(API_MAX_FILES).optional(),
});
/** A restfulapi answer. */
export type RestfulapiAnswer = z.infer<typeof restfulapiAnswer>;

/** What learners see: shown tests with their requests and expectations; hidden ones by name and points only. */
export function restfulapiView(d: RestfulapiDefinition) {
  const { answer_code: _answer, tests, ...shown } = d;
  return {
    ...shown,
    mainFile: mainFileOf(d.language),
    tests: tests.filter((x) => !x.hidden),
    hiddenTests: tests.filter((x) => x.hidden).length,
    maxPoints: tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view of a restfulapi quiz. */
export type RestfulapiView = ReturnType<typeof restfulapiView>;

/** A run's input (`stdin` of `POST …/run`, as JSON): a shown test by name, or requests the learner typed. */
export const runInput = z.union([
  z.object({ test: z.string().max(80) }),
  z.object({ requests: z.array(requestSchema).min(1).max(API_MAX_REQUESTS) }),
]);

/**
 * A JSON path: `$`, `$.a.b`, `a[0].b`, `a.0.b`. Returns its steps (names and indexes), or null
 * when it is not one.
 */
export function parsePath(path: string): (string | number)[] | null {
  const text = path.trim().replace(/^\$\.?/, '');
  if (text === '') return path.trim().startsWith('$') ? [] : null;
  if (!/^(?:[A-Za-z0-9_-]+|\[\d+\])(?:\.[A-Za-z0-9_-]+|\[\d+\])*$/.test(text)) return null;
  const steps: (string | number)[] = [];
  for (const m of text.matchAll(/([A-Za-z0-9_-]+)|\[(\d+)\]/g)) {
    if (m[1] !== undefined) steps.push(/^\d+$/.test(m[1]) ? Number(m[1]) : m[1]);
    else steps.push(Number(m[2]));
  }
  return steps;
}

/** A definition's files for the learner's answer: the main file and the extra ones. */
export function answerFiles(d: Pick<RestfulapiDefinition, 'language'>, a: RestfulapiAnswer) {
  return [{ name: mainFileOf(d.language), content: a.code }, ...(a.files ?? [])];
}

/**
 * The harness job: each test starts the learner's server afresh on loopback and sends its requests.
 * `test` runs the shown tests; `run` runs one shown test or the learner's own requests (without
 * expectations), reporting the responses and the server's log.
 */
export function restfulapiJob(d: RestfulapiDefinition, a: RestfulapiAnswer, purpose: JudgePurpose) {
  let tests: { name: string; score: number; hidden: boolean; requests: ApiRequest[]; check: boolean }[];
  if (purpose.mode === 'run') {
    let input: z.infer<typeof runInput>;
    try {
      input = runInput.parse(JSON.parse(purpose.stdin));
    } catch {
      return null;
    }
    if ('test' in input) {
      const shown = d.tests.find((x) => !x.hidden && x.name === input.test);
      if (!shown) return null;
      tests = [{ ...shown, hidden: false, check: true }];
    } else tests = [{ name: 'run', score: 0, hidden: false, requests: input.requests, check: false }];
  } else {
    const chosen = purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
    tests = chosen.map((x) => ({ ...x, check: true }));
  }
  if (tests.length === 0) return null;
  const files = answerFiles(d, a);
  // Each test waits for the server (at most run_time_limit) and then sends its requests (as long
  // again); the job's limits bound them all: CPU time (servers mostly wait) and wall time, at the
  // judge's most (60 s and 180 s).
  const seconds = tests.length * (2 * d.run_time_limit + 1);
  return {
    kind: 'harness',
    plugin: 'quiz-restfulapi',
    harness: 'api',
    files,
    limits: {
      timeLimitMs: 60_000,
      wallTimeLimitMs: Math.min(seconds + 20, 180) * 1000,
      memoryLimitMiB: d.validate_memory_limit,
    },
    network: 'loopback',
    tests: tests.map((x) => ({
      name: x.name,
      score: x.score,
      hidden: x.hidden,
      data: {
        language: d.language,
        main: mainFileOf(d.language),
        files: files.map((f) => f.name),
        seconds: d.run_time_limit,
        check: x.check,
        requests: x.requests,
      },
    })),
  };
}

/** `restfulapi`: the learner writes an HTTP JSON server; the teacher's request sequences grade it. */
export const restfulapiQuizType = defineQuizType<RestfulapiDefinition, RestfulapiAnswer>({
  id: 'restfulapi',
  label: restfulapiLabel,
  schema: restfulapiSchema,
  answerSchema: restfulapiAnswer,
  learnerView: restfulapiView,
  grading: { kind: 'judge', job: (d, a, purpose) => restfulapiJob(d, a, purpose) },
  checkAnswer(d, a) {
    const names = answerFiles(d, a).map((f) => f.name);
    if (new Set(names).size !== names.length) return 'restfulapi.validation.fileName';
    if (a.main && a.main !== mainFileOf(d.language)) return 'restfulapi.validation.fileName';
    return undefined;
  },
  referenceAnswer: (d) => ({ code: d.answer_code, main: mainFileOf(d.language), files: d.starterFiles }),
  files: (a) => [{ name: a.main ?? 'main.py', content: a.code }, ...(a.files ?? [])],
});
