import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Loading } from '@seodang/sdk/web';
import { assessmentApi, type ManagedExam } from '../api.ts';

type PickedQuiz = ManagedExam['quizzes'][number];
/** Quiz titles of an exam are at most this long (the exam schema). */
const titleMax = 100;

/** The exam's quizzes, in order: chosen from the channel's exam_mode quizzes of the workspace, each with its points. */
export function ExamQuizPicker({
  value,
  onChange,
}: {
  value: PickedQuiz[];
  onChange: (quizzes: PickedQuiz[]) => void;
}) {
  const { t } = useTranslation('assessment');
  const selectId = useId();
  const location = useLocation();
  // The workspace editor comes back here after saving (its `returnTo`); the form reopens from the address.
  const createQuiz = `/workspace/quiz/new?${new URLSearchParams({ returnTo: location.pathname + location.search })}`;
  const [choice, setChoice] = useState('');
  const q = useQuery({
    queryKey: ['workspace', 'quizzes', 'exam_mode'],
    queryFn: assessmentApi.examModeQuizzes,
    retry: false,
  });
  const available = (q.data ?? []).filter((quiz) => !value.some((p) => p.quizId === String(quiz.index)));
  const add = () => {
    const quiz = available.find((x) => String(x.index) === choice) ?? available[0];
    if (!quiz) return;
    onChange([
      ...value,
      { quizId: String(quiz.index), title: quiz.title.slice(0, titleMax) || `#${quiz.index}`, score: 100 },
    ]);
    setChoice('');
  };
  const move = (i: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  return (
    <fieldset data-testid="exam-quizzes">
      <legend>{t('examEditor.quizzes')}</legend>
      {value.length === 0 ? (
        <p className="as-error" role="note" data-testid="exam-no-questions">
          {t('examEditor.quizEmpty')} {t('examEditor.noQuestionsWarning')}
        </p>
      ) : (
        <ol className="ma-picked">
          {value.map((quiz, i) => (
            <li key={quiz.quizId} data-testid="picked-quiz" data-quiz-id={quiz.quizId}>
              <span className="ma-grow">
                {i + 1}. {quiz.title}
              </span>
              <label>
                {t('examEditor.score')}
                <input
                  className="ma-score"
                  type="number"
                  min={0}
                  max={1000}
                  value={quiz.score}
                  onChange={(e) =>
                    onChange(
                      value.map((p, j) =>
                        j === i ? { ...p, score: Math.max(0, Math.round(Number(e.target.value) || 0)) } : p,
                      ),
                    )
                  }
                />
              </label>
              <Button
                size="sm"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                data-testid="quiz-up"
                aria-label={t('examEditor.upOf', { title: quiz.title })}
              >
                {t('examEditor.up')}
              </Button>
              <Button
                size="sm"
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
                data-testid="quiz-down"
                aria-label={t('examEditor.downOf', { title: quiz.title })}
              >
                {t('examEditor.down')}
              </Button>
              <Button
                size="sm"
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                aria-label={t('examEditor.removeOf', { title: quiz.title })}
              >
                {t('examEditor.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {q.isPending ? (
        <Loading size="sm" />
      ) : q.isError ? (
        <p className="as-error" role="alert" data-testid="quizzes-unavailable">
          {t('examEditor.quizzesUnavailable')}
        </p>
      ) : q.data.length === 0 ? (
        <p className="as-hint" data-testid="no-exam-quizzes">
          {t('examEditor.noExamQuizzes')}
        </p>
      ) : null}
      {q.isPending || q.isError || q.data.length === 0 ? null : available.length === 0 ? (
        <p className="as-hint" data-testid="all-quizzes-picked">
          {t('examEditor.allPicked')}
        </p>
      ) : (
        <div className="ma-row">
          <label htmlFor={selectId}>{t('examEditor.quizPick')}</label>
          <select
            id={selectId}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            data-testid="quiz-choice"
          >
            {available.map((quiz) => (
              <option key={quiz.index} value={quiz.index}>
                {quiz.title} (#{quiz.index})
              </option>
            ))}
          </select>
          <Button size="sm" onClick={add} data-testid="add-quiz">
            {t('examEditor.quizAdd')}
          </Button>
        </div>
      )}
      {q.isPending || q.isError ? null : (
        <p>
          <Link to={createQuiz} data-testid="create-exam-quiz">
            {t('examEditor.createInWorkspace')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
