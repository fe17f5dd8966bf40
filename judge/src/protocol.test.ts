import test from 'ava';
import { JudgeJob, Limits, PROTOCOL_VERSION, GradeResult } from './protocol.ts';

test('defaults: 2,000 ms, 256 MiB, 1 MiB of output, 64 processes', (t) => {
  t.deepEqual(Limits.parse({}), {
    timeLimitMs: 2000,
    memoryLimitMiB: 256,
    outputLimitBytes: 1 << 20,
    processLimit: 64,
  });
});

test('a grade job gets compare options, scores and hidden defaults', (t) => {
  const job = JudgeJob.parse({
    protocolVersion: PROTOCOL_VERSION,
    kind: 'grade',
    submissionId: 's1',
    language: 'c',
    source: 'x',
    tests: [{ name: 'a', expected: { kind: 'text', text: '1' } }],
  });
  t.is(job.kind, 'grade');
  if (job.kind !== 'grade') return;
  t.is(job.tests[0].score, 1);
  t.false(job.tests[0].hidden);
  t.false(job.compare.trim);
  t.is(job.limits.timeLimitMs, 2000);
});

test('bad jobs are rejected: version, language, file names', (t) => {
  t.throws(() =>
    JudgeJob.parse({ protocolVersion: 2, kind: 'run', submissionId: 's', language: 'c', source: '' }),
  );
  t.throws(() =>
    JudgeJob.parse({ protocolVersion: 1, kind: 'run', submissionId: 's', language: 'cobol', source: '' }),
  );
  t.throws(() =>
    JudgeJob.parse({
      protocolVersion: 1,
      kind: 'run',
      submissionId: 's',
      language: 'c',
      source: '',
      files: [{ name: '../etc/x', content: '' }],
    }),
  );
  t.throws(() =>
    JudgeJob.parse({
      protocolVersion: 1,
      kind: 'unittest',
      submissionId: 's',
      language: 'ruby',
      source: '',
      testFiles: [{ name: 't.rb', content: '' }],
    }),
  );
});

test('results round-trip through the schema', (t) => {
  const r = {
    protocolVersion: 1,
    kind: 'grade',
    submissionId: 's',
    status: 'ACCEPTED',
    score: 1,
    maxScore: 1,
    compile: { ok: true, output: '', timeMs: 1, cached: false },
    tests: [],
    failingTests: [],
  };
  t.deepEqual(GradeResult.parse(r), r);
});
