import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { examAccessRef } from '@seodang/plugin-assessment/exam-targets';
import type { AskDeps } from '../ask/ask-question.ts';
import { examUsageOf } from '../quota/exam-usage.ts';
import { aiPath } from '../segment.ts';
import { examInChannel, refusalOf, situationOf } from './ai-exam.ts';
import { askExamPrompt } from './exam-prompt.ts';

const examParams = z.object({ examIndex: idSchema });
const PromptBody = z.object({ prompt: z.string().max(20_000), quizIndex: idSchema });
const PromptsQuery = z.object({ userId: idSchema });

/** One row of an examinee's prompt history (refused attempts included). */
export interface ExamPromptItem {
  responseId: string;
  at: string;
  prompt: string | null;
  answer: string | null;
  status: string;
  guardrail: string | null;
  withheld: boolean;
}

/**
 * An AI exam's assistant: its state for the examinee, the streamed prompt, and each examinee's
 * prompt history for the exam's supervisors, its assessment's owner and the channel's admin.
 * These routes do their own exam check: the guard that closes every other route mid-exam would
 * close them too.
 */
export function registerExamRoutes(env: RegisterEnv, deps: AskDeps): void {
  const tags = ['ai-assistant'];
  env.route({
    method: 'GET',
    path: aiPath(env, 'exams/:examIndex/assist'),
    summary:
      "An AI exam's assistant for its examinee: `{ enabled, guardrail, usage { currentUsage, usageLimit } }`; 403 `ai_exam_in_progress` in an ordinary exam",
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      const user = rc.requireUser();
      await examInChannel(rc, params.examIndex);
      const situation = await situationOf(rc, params.examIndex);
      if (situation.kind !== 'ai') throw refusalOf(situation);
      const { guardrail, usageLimit } = situation.exam.assist;
      const usage = await examUsageOf(rc.db, { userId: user.id, examIndex: params.examIndex }, usageLimit);
      return { data: { enabled: true, guardrail, usage } };
    },
  });
  env.route({
    method: 'POST',
    path: aiPath(env, 'exams/:examIndex/prompt'),
    summary:
      "Ask the assistant in an AI exam about one of its quizzes, under the exam's guardrail and quota. Answers `text/event-stream`: `meta`, `delta`…, `done` (or `insufficient`, `error`), as `code-explanation`",
    tags,
    access: 'user',
    bodyLimit: '64kb',
    params: examParams,
    body: PromptBody,
    async handler({ params, body }, rc) {
      await askExamPrompt(rc, deps, { examIndex: params.examIndex, ...body });
    },
  });
  env.route({
    method: 'GET',
    path: aiPath(env, 'exams/:examIndex/prompts'),
    summary:
      "An examinee's prompt history in the exam, oldest first, refused attempts included (the exam's supervisors, the assessment's owner, the channel's admin)",
    tags,
    access: 'user',
    params: examParams,
    query: PromptsQuery,
    async handler({ params, query }, rc) {
      const user = rc.requireUser();
      await examInChannel(rc, params.examIndex);
      const access = rc.optionalService(examAccessRef);
      const supervised = await access?.supervisedExam(
        params.examIndex,
        rc.channel?.index ?? null,
        user.id,
        rc.role,
      );
      if (!supervised) throw new AppError(403, 'not_exam_supervisor', 'ai.error.not_exam_supervisor');
      await rc.inChannel('user', query.userId, {
        code: 'user_not_found',
        messageKey: 'ai.error.user_not_found',
      });
      const rows = await rc
        .db('ai_calls')
        .where({ exam_index: params.examIndex, user_id: query.userId })
        .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .select('response_id', 'created_at', 'question', 'answer', 'status', 'guardrail', 'withheld');
      const data: ExamPromptItem[] = rows.map((r) => ({
        responseId: r.response_id,
        at: new Date(r.created_at).toISOString(),
        prompt: r.question,
        answer: r.answer,
        status: r.status,
        guardrail: r.guardrail,
        withheld: r.withheld,
      }));
      return { data };
    },
  });
}
