import type { AiStreamEvent } from '../../common/api.ts';

/** One question of this exam's panel and its answer as it streams. */
export interface ExamTurn {
  prompt: string;
  answer: string;
  state: 'streaming' | 'done' | 'stopped' | 'failed' | 'insufficient';
  withheld: boolean;
  /** The server's message when it refused or failed. */
  message: string | null;
}

/** The panel's conversation (this exam only, never stored) and the exam's counter. */
export interface ExamPanelState {
  turns: ExamTurn[];
  usage: { currentUsage: number; usageLimit: number } | null;
}

export type ExamPanelAction =
  | { type: 'ask'; prompt: string }
  | { type: 'event'; event: AiStreamEvent }
  | { type: 'ended' }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

const updateLast = (state: ExamPanelState, change: (turn: ExamTurn) => ExamTurn): ExamPanelState => {
  const last = state.turns.at(-1);
  if (!last) return state;
  return { ...state, turns: [...state.turns.slice(0, -1), change(last)] };
};

/** How the exam panel follows a question's stream. */
export function examPanelReducer(state: ExamPanelState, action: ExamPanelAction): ExamPanelState {
  switch (action.type) {
    case 'ask':
      return {
        ...state,
        turns: [
          ...state.turns,
          { prompt: action.prompt, answer: '', state: 'streaming', withheld: false, message: null },
        ],
      };
    case 'event': {
      const { event } = action;
      if (event.event === 'meta' || event.event === 'done') {
        const usage = event.data.usage ?? state.usage;
        const next = {
          ...state,
          usage: usage ? { currentUsage: usage.currentUsage, usageLimit: usage.usageLimit } : null,
        };
        if (event.event === 'meta') return next;
        return updateLast(next, (t) => ({ ...t, state: 'done', withheld: event.data.withheld }));
      }
      if (event.event === 'delta')
        return updateLast(state, (t) => ({ ...t, answer: t.answer + event.data.text }));
      if (event.event === 'insufficient') return updateLast(state, (t) => ({ ...t, state: 'insufficient' }));
      if (event.event === 'error')
        return updateLast(state, (t) => ({ ...t, state: 'failed', message: event.data.message ?? null }));
      return state;
    }
    case 'ended':
      return updateLast(state, (t) => (t.state === 'streaming' ? { ...t, state: 'done' } : t));
    case 'stopped':
      return updateLast(state, (t) => ({ ...t, state: 'stopped' }));
    case 'failed':
      return updateLast(state, (t) => ({ ...t, state: 'failed', message: action.message }));
  }
}

/** Questions left on the exam's counter (never below 0). */
export const questionsLeft = (usage: { currentUsage: number; usageLimit: number }) =>
  Math.max(0, usage.usageLimit - usage.currentUsage);

/**
 * The state a quiz's panel starts from: the exam's earlier conversation on this page (an answer
 * that was streaming when the examinee moved on was stopped), else none with the checked counter.
 */
export function resumedState(
  saved: ExamPanelState | undefined,
  usage: { currentUsage: number; usageLimit: number },
): ExamPanelState {
  if (!saved) return { turns: [], usage };
  return {
    turns: saved.turns.map((t) => (t.state === 'streaming' ? { ...t, state: 'stopped' } : t)),
    usage: saved.usage ?? usage,
  };
}
