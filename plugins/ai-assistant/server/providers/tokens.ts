import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import type { AiMessage } from './provider.ts';

let encoder: Tiktoken | undefined;

/**
 * Tokens of a text by cl100k_base: close enough for any provider's count when it gives none
 * (answers are then flagged `estimated`) and for fitting the history into a budget.
 */
export function estimateTokens(text: string): number {
  encoder ??= new Tiktoken(cl100kBase);
  return encoder.encode(text).length;
}

/** A message costs its text plus a few tokens of framing (role, separators), as chat formats do. */
const perMessageOverhead = 4;

/** Estimated tokens of a conversation sent as `messages`. */
export function estimateMessagesTokens(messages: readonly AiMessage[]): number {
  return messages.reduce((sum, m) => sum + estimateTokens(m.content) + perMessageOverhead, 0);
}

/**
 * The newest messages that fit in `budgetTokens`, oldest first. The history starts with a user
 * turn (a model answer without its question confuses models), and the newest message is always
 * kept, even alone over the budget: it is the question being asked.
 */
export function trimHistory(messages: readonly AiMessage[], budgetTokens: number): AiMessage[] {
  if (!messages.length) return [];
  let used = 0;
  let start = messages.length;
  while (start > 0) {
    const cost = estimateTokens(messages[start - 1].content) + perMessageOverhead;
    if (start < messages.length && used + cost > budgetTokens) break;
    used += cost;
    start -= 1;
  }
  while (start < messages.length - 1 && messages[start].role !== 'user') start += 1;
  return messages.slice(start);
}
