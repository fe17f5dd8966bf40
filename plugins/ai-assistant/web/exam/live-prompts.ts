import type { LiveExamPrompt } from './exam-api.ts';

/** The control room keeps this many prompts (the report has them all). */
export const livePromptsKept = 50;

/**
 * A live prompt merged into the feed, newest first: a later event of the same answer (its end,
 * with the answer) replaces the earlier one in place.
 */
export function withLivePrompt(list: readonly LiveExamPrompt[], next: LiveExamPrompt): LiveExamPrompt[] {
  const i = list.findIndex((p) => p.responseId === next.responseId);
  if (i >= 0) return list.map((p, j) => (j === i ? { ...p, ...next, answer: next.answer ?? p.answer } : p));
  return [next, ...list].slice(0, livePromptsKept);
}

/** The event's payload when it is one, else null (a malformed event is skipped). */
export function toLivePrompt(raw: unknown, examIndex: number): LiveExamPrompt | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  if (typeof d.responseId !== 'string' || typeof d.userId !== 'number' || typeof d.prompt !== 'string')
    return null;
  if (d.examIndex !== undefined && Number(d.examIndex) !== examIndex) return null;
  return {
    examIndex,
    userId: d.userId,
    responseId: d.responseId,
    prompt: d.prompt,
    status: typeof d.status === 'string' ? d.status : 'streaming',
    answer: typeof d.answer === 'string' ? d.answer : null,
    at: typeof d.at === 'string' ? d.at : new Date().toISOString(),
  };
}

/** The exam supervisors' realtime topic (the assessment plugin's `supervisorsTopic`). */
export const examSupervisorsTopic = (examIndex: number) => `exam:${examIndex}:supervisors`;
