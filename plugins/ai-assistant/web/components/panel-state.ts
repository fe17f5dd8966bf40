import type { AiStreamEvent, AiUsage, FinishReason, ReviewReason } from '../../common/api.ts';
import type { AiAction, AiHistoryItem } from '../../common/views.ts';

/** A learner's rating of one answer. */
export interface TurnReview {
  id: number;
  score: 0 | 1;
  reviewSelection: ReviewReason[];
  reviewComment: string;
}

/** One question and its answer in the panel. */
export interface Turn {
  key: string;
  action: AiAction;
  prompt: string;
  answer: string;
  status: 'streaming' | 'done' | 'stopped' | 'error' | 'insufficient';
  responseId: string | null;
  finishReason: FinishReason | null;
  /** The guardrail held back part of the answer. */
  withheld: boolean;
  /** What the learner should add (an insufficient question). */
  missing: string | null;
  error: string | null;
  review: TurnReview | null;
  /** Under `fixes`: the proposed program run on the quiz's shown tests. */
  check: { passed: number; total: number } | null;
}

/** The panel's conversation and counter. */
export interface PanelState {
  turns: Turn[];
  usage: AiUsage | null;
  /** The usage before the open question, restored when the server releases its unit. */
  usageBefore: AiUsage | null;
  usageLoading: boolean;
  usageError: string | null;
  streaming: boolean;
  /** The last finished answer's turn key: announced once (aria-live). */
  announced: string | null;
}

export const initialPanelState: PanelState = {
  turns: [],
  usage: null,
  usageBefore: null,
  usageLoading: false,
  usageError: null,
  streaming: false,
  announced: null,
};

export type PanelAction =
  | { type: 'usage-loading' }
  | { type: 'usage-loaded'; usage: AiUsage | null }
  | { type: 'usage-failed'; message: string }
  | { type: 'ask'; key: string; action: AiAction; prompt: string }
  | { type: 'event'; event: AiStreamEvent }
  | { type: 'failed'; message: string }
  | { type: 'stopped' }
  | { type: 'ended' }
  | { type: 'history'; items: AiHistoryItem[] }
  | { type: 'new-chat' }
  | { type: 'review'; responseId: string; review: TurnReview | null };

function updateOpen(state: PanelState, change: (turn: Turn) => Turn): Turn[] {
  const last = state.turns.at(-1);
  if (!last || last.status !== 'streaming') return state.turns;
  return [...state.turns.slice(0, -1), change(last)];
}

/** How a kept answer ended, from its register status. */
function statusOf(registered: string): Turn['status'] {
  if (registered === 'ok' || registered === 'truncated' || registered === 'content_filter') return 'done';
  if (registered === 'cancelled') return 'stopped';
  if (registered === 'insufficient') return 'insufficient';
  return 'error';
}

function fromHistory(item: AiHistoryItem): Turn {
  return {
    key: item.responseId,
    action: item.action,
    prompt: item.prompt,
    answer: item.answer ?? '',
    status: statusOf(item.status),
    responseId: item.responseId,
    finishReason: null,
    withheld: false,
    missing: null,
    error: null,
    review: item.review,
    check: null,
  };
}

/** The panel's state machine: a question streams, then ends done, stopped, refused or failed. */
export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'usage-loading':
      return { ...state, usageLoading: true, usageError: null };
    case 'usage-loaded':
      return { ...state, usageLoading: false, usage: action.usage };
    case 'usage-failed':
      // A failed fetch stores the error and ends loading (§6, §8).
      return { ...state, usageLoading: false, usageError: action.message };
    case 'ask':
      return {
        ...state,
        streaming: true,
        usageBefore: state.usage,
        turns: [
          ...state.turns,
          {
            key: action.key,
            action: action.action,
            prompt: action.prompt,
            answer: '',
            status: 'streaming',
            responseId: null,
            finishReason: null,
            withheld: false,
            missing: null,
            error: null,
            review: null,
            check: null,
          },
        ],
      };
    case 'event':
      return onEvent(state, action.event);
    case 'failed':
      // Nothing was charged: the counter goes back to what it showed before the question.
      return {
        ...state,
        streaming: false,
        usage: state.usageBefore ?? state.usage,
        turns: updateOpen(state, (t) => ({ ...t, status: 'error', error: action.message })),
      };
    case 'stopped': {
      const open = state.turns.at(-1);
      // Stopped before the first word: the server releases the unit.
      const charged = !!open?.answer;
      return {
        ...state,
        streaming: false,
        usage: charged ? state.usage : (state.usageBefore ?? state.usage),
        turns: updateOpen(state, (t) => ({ ...t, status: 'stopped', finishReason: 'cancelled' })),
      };
    }
    case 'ended':
      // The stream closed without a `done` (a cut connection): what came is kept, as stopped.
      return state.streaming
        ? {
            ...state,
            streaming: false,
            turns: updateOpen(state, (t) => ({ ...t, status: 'stopped' })),
          }
        : state;
    case 'history':
      return { ...state, turns: action.items.map(fromHistory) };
    case 'new-chat':
      return { ...state, turns: [], announced: null };
    case 'review':
      return {
        ...state,
        turns: state.turns.map((t) =>
          t.responseId === action.responseId ? { ...t, review: action.review } : t,
        ),
      };
  }
}

function onEvent(state: PanelState, event: AiStreamEvent): PanelState {
  switch (event.event) {
    case 'meta':
      return {
        ...state,
        usage: event.data.usage ?? state.usage,
        turns: updateOpen(state, (t) => ({ ...t, responseId: event.data.responseId })),
      };
    case 'delta':
      return { ...state, turns: updateOpen(state, (t) => ({ ...t, answer: t.answer + event.data.text })) };
    case 'done': {
      const key = state.turns.at(-1)?.key ?? null;
      return {
        ...state,
        streaming: false,
        usage: event.data.usage ?? state.usage,
        announced: key,
        turns: updateOpen(state, (t) => ({
          ...t,
          status: 'done',
          finishReason: event.data.finishReason,
          withheld: event.data.withheld,
        })),
      };
    }
    case 'insufficient':
      return {
        ...state,
        streaming: false,
        usage: state.usageBefore ?? state.usage,
        turns: updateOpen(state, (t) => ({ ...t, status: 'insufficient', missing: event.data.missing })),
      };
    case 'error':
      return panelReducer(state, { type: 'failed', message: event.data.message });
    case 'check': {
      // Comes after `done`: it belongs to the last answer, whatever its state now.
      const last = state.turns.at(-1);
      if (!last) return state;
      return { ...state, turns: [...state.turns.slice(0, -1), { ...last, check: event.data }] };
    }
  }
}

/** Questions left, never below 0. */
export function remaining(usage: AiUsage): number {
  return Math.max(0, usage.usageLimit - usage.currentUsage);
}
