import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { LanguageValue } from '@seodang/judge/protocol';
import { AiIndexes } from '../../common/api.ts';
import { aiPath } from '../segment.ts';
import { askQuestion, type AskDeps } from './ask-question.ts';

/**
 * The question as the routes read it: the prompt's length is checked by the handler, so that a
 * long one answers `ai_prompt_too_long` (the bound here only caps what is read).
 */
const prompt = z.string().max(20_000);
const CodeQuestion = z.object({ prompt, indexes: AiIndexes, codeLanguage: LanguageValue });
const ContentQuestion = z.object({
  prompt,
  indexes: AiIndexes,
  mode: z.enum(['chat', 'qna']),
  conversationId: z.string().uuid().optional(),
});

const streamed =
  'Answers `text/event-stream`: `meta { responseId, usage, demo }`, `delta { text }`…, then ' +
  '`done { finishReason, usage, withheld }`, or `insufficient { missing }`, or `error { code, message }`.';

/** The streamed answers: code explanation and solution (§7), content questions (chat, Q&A). */
export function registerStreamRoutes(env: RegisterEnv, deps: AskDeps): void {
  for (const [rest, action] of [
    ['code-explanation', 'code_explanation'],
    ['code-solution', 'code_solution'],
  ] as const) {
    env.route({
      method: 'POST',
      path: aiPath(env, rest),
      summary: `Ask the assistant (${action === 'code_explanation' ? 'explain the code' : 'fix from the verdict'}). ${streamed}`,
      tags: ['ai-assistant'],
      access: 'user',
      bodyLimit: '64kb',
      body: CodeQuestion,
      async handler({ body }, rc) {
        await askQuestion(rc, deps, { action, ...body });
      },
    });
  }
  env.route({
    method: 'POST',
    path: aiPath(env, 'content-question'),
    summary: `Ask about the lesson (chat keeps a conversation; a new chat's id is its first responseId). ${streamed}`,
    tags: ['ai-assistant'],
    access: 'user',
    bodyLimit: '64kb',
    body: ContentQuestion,
    async handler({ body }, rc) {
      await askQuestion(rc, deps, {
        action: body.mode,
        prompt: body.prompt,
        indexes: body.indexes,
        conversationId: body.conversationId,
      });
    },
  });
}
