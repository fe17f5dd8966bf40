import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import type { QuizTypeDefinition } from '@seodang/sdk/common';
import { assertMayAnswer, quizAccess } from '../access.ts';
import { findQuiz, parseWith, typeOf, type QuizRow } from '../quiz-row.ts';
import { quizParams } from './quizzes.ts';
import { presentRun, presentSubmission } from '../presenters.ts';
import { runOnce, startSubmission } from '../services/grading.ts';
import { assertExamGate } from '../exam-mode.ts';
import { maxId } from '@seodang/sdk/common';
import { claimAnswerAssets } from '../assets.ts';
import { answerSaved } from '../../common/server-refs.ts';

const answerBody = z.object({ answer: z.unknown() });
const saveBody = z.object({ answer: z.unknown(), version: z.number().int().min(0).max(maxId) });
const runBody = z.object({
  answer: z.unknown(),
  stdin: z
    .string()
    .max(1 << 20)
    .default(''),
});

/** Parses an answer with the quiz type and applies the teacher's rules (languages, locked code). */
export function checkedAnswer(q: QuizRow, qt: QuizTypeDefinition, raw: unknown): unknown {
  const answer = parseWith(qt.answerSchema, raw, 'answer');
  const refused = qt.checkAnswer?.(q.definition, answer);
  if (refused) {
    const code = refused.replace(/^.*\./, '');
    throw new AppError(400, code, refused, { detail: '' });
  }
  return answer;
}

async function loadForAnswer(rc: RequestContext, index: number) {
  const q = await findQuiz(rc, index);
  return { q, qt: typeOf(rc, q.type) };
}

/** The learner's saved answer (versioned autosave), run, test and submit. */
export function registerAnswerRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/workspace/quizzes/:index/answer',
    summary: 'My saved answer and its version',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    async handler({ params }, rc) {
      const { q } = await loadForAnswer(rc, params.index);
      await quizAccess(rc, q);
      const row = await rc.db('workspace_answers').where({ quiz_id: q.id, user_id: rc.user!.id }).first();
      return {
        data: row
          ? { version: row.version, answer: row.answer, updatedAt: new Date(row.updated_at).toISOString() }
          : { version: 0, answer: null, updatedAt: null },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/workspace/quizzes/:index/answer',
    summary: 'Save my answer; refused (409 stale_version) when another tab saved a newer version',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    body: saveBody,
    bodyLimit: '8mb',
    async handler({ params, body }, rc) {
      const { q, qt } = await loadForAnswer(rc, params.index);
      // The exam's gate first: it names the exam's own reason (not an examinee, not started, paused…).
      await assertExamGate(rc, q, 'save');
      await assertMayAnswer(rc, q, 'save');
      const answer = checkedAnswer(q, qt, body.answer);
      const userId = rc.user!.id;
      await claimAnswerAssets(rc.db, q.id, userId, (await quizAccess(rc, q)) === 'author', answer);
      const next = body.version + 1;
      // One statement: insert the first version, or bump only when the caller saw the latest one.
      const rows = await rc.db.raw(
        `INSERT INTO workspace_answers (quiz_id, user_id, version, answer, updated_at) VALUES (?, ?, ?, ?::jsonb, now())
         ON CONFLICT (quiz_id, user_id) DO UPDATE SET version = EXCLUDED.version, answer = EXCLUDED.answer, updated_at = now()
         WHERE workspace_answers.version = ? RETURNING version, updated_at`,
        [q.id, userId, next, JSON.stringify(answer), body.version],
      );
      const saved = rows.rows[0];
      if (!saved) {
        const current = await rc.db('workspace_answers').where({ quiz_id: q.id, user_id: userId }).first();
        rc.status(409);
        return {
          err: { code: 'stale_version', message: rc.t('workspace.error.stale_version') },
          current: current
            ? {
                version: current.version,
                answer: current.answer,
                updatedAt: new Date(current.updated_at).toISOString(),
              }
            : null,
        };
      }
      await rc.emit(answerSaved, {
        userId,
        channelId: q.channel_id,
        quizIndex: q.id,
        lectureIndex: q.lecture_index,
        version: saved.version,
      });
      return {
        data: {
          version: saved.version,
          updatedAt: new Date(saved.updated_at).toISOString(),
          message: rc.t('workspace.message.saved'),
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/workspace/quizzes/:index/run',
    summary: 'Run my program once with custom stdin',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    body: runBody,
    bodyLimit: '8mb',
    // Handed to the judge and never stored: a program's stdin may hold NUL bytes.
    allowNul: true,
    async handler({ params, body }, rc) {
      const { q, qt } = await loadForAnswer(rc, params.index);
      // Running is open to whoever sees the quiz (teachers preview it; others get 404).
      const viewer = await quizAccess(rc, q);
      const answer = checkedAnswer(q, qt, body.answer);
      const result = await runOnce(q, qt, answer, body.stdin, rc.user!.id);
      // A harness type's run (a request panel, a simulator) answers its shown tests as they ran.
      if (result.kind === 'harness' && result.status !== 'INTERNAL_ERROR') {
        const tests = result.tests.filter((x) => !x.hidden);
        return { data: { kind: 'harness', status: result.status, tests, message: null } };
      }
      if (result.kind !== 'run') throw new AppError(500, 'run_failed', 'workspace.message.runFailed');
      return { data: { ...presentRun(q, result, viewer), message: runMessage(rc, result) } };
    },
  });

  for (const kind of ['test', 'submit'] as const) {
    env.route({
      method: 'POST',
      path: `/api/workspace/quizzes/:index/${kind}`,
      summary:
        kind === 'test'
          ? 'Run my code against the shown tests'
          : 'Submit my answer for grading; judge results stream on user:{id}',
      tags: ['workspace'],
      access: 'user',
      params: quizParams,
      body: answerBody,
      bodyLimit: '8mb',
      async handler({ params, body }, rc) {
        const { q, qt } = await loadForAnswer(rc, params.index);
        if (kind === 'submit') {
          await assertExamGate(rc, q, 'submit');
          await assertMayAnswer(rc, q, 'submit');
        }
        // Testing, like running, is open to whoever sees the quiz.
        const author = (await quizAccess(rc, q)) === 'author';
        const answer = checkedAnswer(q, qt, body.answer);
        await claimAnswerAssets(rc.db, q.id, rc.user!.id, author, answer);
        const row = await startSubmission(rc, q, qt, answer, kind);
        rc.status(row.status === 'pending' ? 202 : 201);
        return { data: presentSubmission(rc, row, q, 'learner') };
      },
    });
  }
}

/** The §8 message for a run's status, or null when it ran fine. */
function runMessage(rc: RequestContext, r: { status: string; reason?: string; stdout: string }) {
  switch (r.status) {
    case 'COMPILE_ERROR':
      return rc.t('workspace.message.compileFailed');
    case 'TIMEOUT':
      return rc.t('workspace.message.timeout');
    case 'OUTPUT_SIZE':
      return rc.t('workspace.message.outputTruncated');
    case 'ERROR':
      return r.reason === 'INTERNAL_ERROR'
        ? rc.t('workspace.message.serverRunFailed')
        : rc.t('workspace.message.runtimeError');
    default:
      return null;
  }
}
