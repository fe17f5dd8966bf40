import test from 'ava';
import { examPanelReducer, questionsLeft, resumedState, type ExamPanelState } from './exam-turns.ts';

const usage = { currentUsage: 1, usageLimit: 5 };

test('a question streams into its turn and the counter follows the server', (t) => {
  let s: ExamPanelState = { turns: [], usage };
  s = examPanelReducer(s, { type: 'ask', prompt: 'Why?' });
  s = examPanelReducer(s, {
    type: 'event',
    event: {
      event: 'meta',
      data: { responseId: 'r', demo: false, usage: { ...usage, currentUsage: 2, resetsAt: '' } },
    },
  });
  s = examPanelReducer(s, { type: 'event', event: { event: 'delta', data: { text: 'Because ' } } });
  s = examPanelReducer(s, { type: 'event', event: { event: 'delta', data: { text: 'it loops.' } } });
  t.is(s.turns[0]!.state, 'streaming');
  s = examPanelReducer(s, {
    type: 'event',
    event: { event: 'done', data: { finishReason: 'stop', usage: null, withheld: true } },
  });
  t.like(s.turns[0], { answer: 'Because it loops.', state: 'done', withheld: true });
  t.deepEqual(s.usage, { currentUsage: 2, usageLimit: 5 }, 'a done without usage keeps the last counter');
  t.is(questionsLeft(s.usage!), 3);
});

test('a refusal before the stream fails the turn with the server message; ended keeps a failure', (t) => {
  let s: ExamPanelState = { turns: [], usage };
  s = examPanelReducer(s, { type: 'ask', prompt: 'Q' });
  s = examPanelReducer(s, { type: 'failed', message: 'No questions left' });
  s = examPanelReducer(s, { type: 'ended' });
  t.like(s.turns[0], { state: 'failed', message: 'No questions left' });
  t.is(questionsLeft({ currentUsage: 7, usageLimit: 5 }), 0);
});

test('moving to another quiz resumes the exam conversation, a streaming answer as stopped', (t) => {
  t.deepEqual(resumedState(undefined, usage), { turns: [], usage });
  const saved: ExamPanelState = {
    turns: [{ prompt: 'Q', answer: 'A', state: 'streaming', withheld: false, message: null }],
    usage: { currentUsage: 3, usageLimit: 5 },
  };
  const resumed = resumedState(saved, usage);
  t.is(resumed.turns[0]!.state, 'stopped');
  t.deepEqual(resumed.usage, saved.usage);
});
