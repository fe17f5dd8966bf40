import { demoAnswerFor } from './demo-answers.ts';
import { startOpenAiFake } from './openai-fake.ts';
import type { FakeModelServer } from './fake-server.ts';

/** The demo model's pace: a few characters every few ms, like a model typing. */
export const demoPace = { chunkSize: 4, chunkDelayMs: 12 };

/**
 * The local demo model: the OpenAI fake (same API, same SSE) answering with
 * {@link demoAnswerFor} at a human pace. Not a real model: `npm start` runs it when no
 * provider is configured, and the panel badges its answers "데모 모델".
 */
export function startDemoModel(options: { port?: number } = {}): Promise<FakeModelServer> {
  return startOpenAiFake({
    port: options.port,
    defaults: demoPace,
    answer: (body) => {
      const messages = (body.messages ?? []).map((m) => ({
        role: m.role,
        content: typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join(''),
      }));
      return demoAnswerFor({
        system: messages
          .filter((m) => m.role === 'system')
          .map((m) => m.content)
          .join('\n'),
        messages: messages.filter((m) => m.role !== 'system'),
      });
    },
  });
}
