import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast, useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { codeEvents, type CodeTabState } from '../../common/code-tab.ts';
import { liveTopic, type LiveUser } from '../../common/index.ts';
import { codeApi } from '../code-api.ts';
import { HostCode } from './host-code.tsx';
import { LearnerCode } from './learner-code.tsx';

/**
 * The room's code tab: the class's quiz (hosts choose it), then the hosts' learner cards or the
 * learner's own work. `state` is the room's copy, kept current from the class's topic.
 */
export function CodeTab({
  meetingIndex,
  isHost,
  users,
  state,
}: {
  meetingIndex: number;
  isHost: boolean;
  users: LiveUser[];
  state: CodeTabState | null;
}) {
  const { t } = useTranslation('live-class');
  const [choice, setChoice] = useState<string>('');
  useEffect(() => setChoice(state?.quiz ? String(state.quiz.index) : ''), [state?.quiz?.index]);
  if (!state) return <p>{t('code.loading')}</p>;
  const quiz = state.quiz;
  const learners = users.filter((u) => u.userType === 'attendee' && u.present && !u.kicked);
  const save = () =>
    void codeApi
      .setQuiz(meetingIndex, choice ? Number(choice) : null)
      .catch((error: unknown) =>
        showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
      );

  return (
    <div className="lc-code" data-testid="live-code-tab">
      {isHost ? (
        <div className="lc-code__quiz">
          <label htmlFor="lc-code-quiz">{t('code.quiz')}</label>
          <select
            id="lc-code-quiz"
            className="sd-input"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            data-testid="live-code-quiz"
          >
            <option value="">{t('code.noQuiz')}</option>
            {state.choices.map((q) => (
              <option key={q.index} value={q.index}>
                {q.title}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={save} data-testid="live-code-quiz-save">
            {t('code.setQuiz')}
          </Button>
          {!state.choices.length ? <p>{t('code.noChoices')}</p> : null}
        </div>
      ) : null}
      {!quiz ? (
        <p className="lc-code__empty">{isHost ? t('code.chooseQuiz') : t('code.waitQuiz')}</p>
      ) : (
        <>
          <h2 className="lc-code__title">{quiz.title}</h2>
          {isHost ? (
            <HostCode
              meetingIndex={meetingIndex}
              quizIndex={quiz.index}
              learners={learners}
              shownUserId={state.shownUserId}
            />
          ) : (
            <LearnerCode
              meetingIndex={meetingIndex}
              quizIndex={quiz.index}
              shownUserId={state.shownUserId}
              users={users}
            />
          )}
        </>
      )}
    </div>
  );
}

/**
 * The class's code tab state for the room: read on entry and after a dropped connection, and
 * changed as hosts choose the quiz or the shown learner. Null while loading or when the class
 * cannot have a quiz (no workspace here).
 */
export function useCodeTabState(meetingIndex: number): CodeTabState | null {
  const [state, setState] = useState<CodeTabState | null>(null);
  const read = useCallback(() => {
    void codeApi
      .state(meetingIndex)
      .then(setState)
      .catch(() => setState(null));
  }, [meetingIndex]);
  useEffect(read, [read]);
  useResync(read);
  useRealtimeTopic(liveTopic(meetingIndex), (event, data) => {
    if (event !== codeEvents.quiz) return;
    const next = data as Pick<CodeTabState, 'quiz' | 'shownUserId'>;
    setState((old) => (old ? { ...old, ...next } : old));
  });
  return state;
}
