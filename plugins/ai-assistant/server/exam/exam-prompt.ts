import { randomUUID } from 'node:crypto';
import { AppError, type RequestContext } from '@seodang/sdk';
import { assistContextRef } from '@seodang/plugin-workspace/assist-context';
import { examGateRef } from '@seodang/plugin-workspace/exam-gate';
import { maxCodeLength } from '../../common/api.ts';
import { sufficiencyPrompt, systemPrompt } from '../../common/prompts/system-prompts.ts';
import { askMessages, contextMessage } from '../prompts/ask-context.ts';
import { checkPrompt, sufficiencyOn, type AskDeps } from '../ask/ask-question.ts';
import { runAnswer } from '../ask/run-answer.ts';
import { burstLimits } from '../quota/bursts.ts';
import { examUsageOf, releaseExamUnit, reserveExamUnit, type ExamQuotaKey } from '../quota/exam-usage.ts';
import { registerCall, type CallStart } from '../register/ai-calls.ts';
import { examInChannel, refusalOf, situationOf } from './ai-exam.ts';
import { publishExamPrompt } from './exam-live.ts';

/** One prompt of an AI exam's panel. */
export interface ExamPrompt {
  examIndex: number;
  quizIndex: number;
  prompt: string;
}

const quizNotInExam = () => new AppError(404, 'quiz_not_found', 'ai.error.quiz_not_in_exam');

/**
 * Answers an examinee's prompt in an AI exam, as the lessons' questions are answered (the same
 * stream) but under the exam's guardrail and its quota per examinee for the whole exam, about the
 * exam quiz's statement and the examinee's own code (read by the workspace, never the browser).
 * In an ordinary exam the attempt is registered as `refused_exam` and refused with 403
 * `ai_exam_in_progress`. Supervisors hear each prompt and its end (`ai.prompt`).
 */
export async function askExamPrompt(rc: RequestContext, deps: AskDeps, p: ExamPrompt): Promise<void> {
  const startedAt = Date.now();
  const user = rc.requireUser();
  const question = checkPrompt(p.prompt);
  await examInChannel(rc, p.examIndex);
  const situation = await situationOf(rc, p.examIndex);
  const call: CallStart = {
    responseId: randomUUID(),
    userId: user.id,
    channelId: rc.channel?.index ?? null,
    lectureIndex: null,
    lessonIndex: null,
    quizIndex: p.quizIndex,
    examIndex: p.examIndex,
    action: 'exam_prompt',
    conversationId: null,
    provider: deps.provider?.name ?? 'off',
    model: deps.provider?.model ?? '',
    guardrail: null,
    locale: rc.locale,
    verdict: null,
    question,
  };
  const live = (status: Parameters<typeof publishExamPrompt>[1]['status'], answer?: string | null) =>
    publishExamPrompt(rc, {
      examIndex: call.examIndex!,
      userId: user.id,
      responseId: call.responseId,
      prompt: question,
      status,
      ...(answer === undefined ? {} : { answer }),
    });
  const refused = async (status: 'refused_exam' | 'refused_quota') => {
    await registerCall(rc.db, call, { status, charged: false, durationMs: Date.now() - startedAt });
    await live(status);
  };

  if (situation.kind !== 'ai') {
    // The attempt belongs to the exam the examinee is really in (the report's prompt history).
    if (situation.kind === 'ordinary') {
      call.examIndex = situation.exam.examIndex;
      await refused('refused_exam');
    }
    throw refusalOf(situation);
  }
  const { assist } = situation.exam;
  const viewer = { userId: user.id, channelId: rc.channel?.index ?? null };
  const quiz = await rc.optionalService(assistContextRef)?.ofExamQuiz(viewer, p);
  if (!quiz) throw quizNotInExam();
  if (quiz.code !== null && quiz.code.length > maxCodeLength)
    throw new AppError(413, 'ai_code_too_large', 'ai.error.ai_code_too_large');
  const provider = deps.provider;
  if (!provider) throw new AppError(503, 'ai_unavailable', 'ai.error.ai_unavailable');
  call.guardrail = assist.guardrail;

  const lease = await burstLimits().admit(rc, user.id);
  let handedOver = false;
  try {
    const key: ExamQuotaKey = { userId: user.id, examIndex: p.examIndex };
    let usage;
    try {
      usage = await reserveExamUnit(rc.db, key, assist.usageLimit);
    } catch (error) {
      if (error instanceof AppError && error.code === 'ai_usage_exceeded') await refused('refused_quota');
      throw error;
    }
    // The stream's usage is the lessons' shape: the count lasts until the examinee's deadline.
    const state = await rc.optionalService(examGateRef)?.state(user.id, p.examIndex);
    const resetsAt = new Date(state?.deadline ?? Date.now()).toISOString();
    const context = contextMessage({
      lessonTitle: `Exam question: ${quiz.title}`,
      lessonText: '',
      statement: quiz.statement,
      code: quiz.code,
      codeLanguage: quiz.language,
      verdict: null,
    });
    const messages = askMessages(context, [], question);
    await live('streaming');
    let released = false;
    handedOver = true;
    await runAnswer(rc, {
      provider,
      call,
      system: systemPrompt(rc.locale, assist.guardrail, 'exam_prompt'),
      messages,
      sufficiency: sufficiencyOn(deps.config) ? { system: sufficiencyPrompt(rc.locale), messages } : null,
      guardrail: assist.guardrail,
      learnerCode: quiz.code,
      locale: rc.locale,
      usage: { ...usage, resetsAt },
      async releaseUnit() {
        if (!released) await releaseExamUnit(rc.db, key);
        released = true;
        return { ...(await examUsageOf(rc.db, key, assist.usageLimit)), resetsAt };
      },
      releaseLease: () => lease.release(),
      onEnd: (end) => live(end.status, end.answer),
      startedAt,
    });
  } finally {
    if (!handedOver) await lease.release();
  }
}
