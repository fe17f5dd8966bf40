import { useTranslation } from 'react-i18next';
import { examMemoTextMax } from '../../common/exam-memos.ts';
import { memoSaveLine } from './memo-state.ts';
import type { ExamMemos } from './use-exam-memos.ts';

interface Props {
  quizzes: { quizId: string; title: string }[];
  memos: ExamMemos;
  readOnly: boolean;
}

/** The memo area: the memo of one quiz (the selected one, or another picked from the list), with its save state. */
export function ExamMemo({ quizzes, memos, readOnly }: Props) {
  const { t } = useTranslation('assessment');
  const index = memos.memoSelectQuizIndex;
  const quiz = quizzes[index];
  const line = memoSaveLine(memos);
  return (
    <aside
      className="as-memo"
      data-tour="memo"
      data-testid="memo"
      data-memo-quiz={quiz?.quizId}
      data-has-memo={memos.isUseMemoData}
    >
      <label htmlFor="as-memo">{t('room.memo', { quiz: quiz ? `${index + 1}. ${quiz.title}` : '' })}</label>
      <label className="as-memo__auto">
        <input
          type="checkbox"
          checked={memos.isUseAutoProblem}
          onChange={(e) => memos.setUseAutoProblem(e.target.checked)}
          data-testid="memo-auto"
        />{' '}
        {t('room.memoAuto')}
      </label>
      {!memos.isUseAutoProblem ? (
        <select
          className="as-memo__quiz"
          aria-label={t('room.memoQuiz')}
          value={index}
          onChange={(e) => memos.pick(Number(e.target.value))}
          data-testid="memo-quiz"
        >
          {quizzes.map((q, i) => (
            <option key={q.quizId} value={i}>
              {i + 1}. {q.title}
              {memos.hasMemo(q.quizId) ? ` · ${t('room.hasMemo')}` : ''}
            </option>
          ))}
        </select>
      ) : null}
      <textarea
        id="as-memo"
        value={memos.userMemoText}
        readOnly={readOnly}
        maxLength={examMemoTextMax}
        data-testid="memo-text"
        onChange={(e) => memos.change(e.target.value)}
        onBlur={() => void memos.flush()}
      />
      <p
        className="as-memo__status"
        role="status"
        aria-live="polite"
        data-testid="memo-status"
        data-state={line ?? 'idle'}
      >
        {line === 'refused' && memos.failure?.kind === 'refused'
          ? memos.failure.message
          : line
            ? t(`room.memoSave.${line}`)
            : ''}
      </p>
    </aside>
  );
}
