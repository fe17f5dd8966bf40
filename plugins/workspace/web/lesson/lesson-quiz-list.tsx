import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useWebQuizTypes } from '@seodang/sdk/web';
import type { LessonPlayerSlotProps } from '../../common/lesson-slots.ts';
import { workspaceApi } from '../api.ts';
import { withReturnTo } from './return-to.ts';
import './lesson-quizzes.css';
import { quizTypeName } from '../quiz-types/type-name.ts';

/**
 * The lectures plugin's `lecture.lesson.player` slot: the quizzes of a quiz or tutorial lesson,
 * each opening the workspace with a way back to the lesson.
 */
export default function LessonQuizList({
  lectureIndex,
  lessonIndex,
  lessonType,
  canTrack,
  returnTo,
}: LessonPlayerSlotProps) {
  const { t, i18n } = useTranslation('workspace');
  // Plugins' quiz types (their labels) load with the list.
  useWebQuizTypes();
  const list = useQuery({
    queryKey: ['workspace', 'lesson-quizzes', lectureIndex, lessonIndex],
    queryFn: () => workspaceApi.quizzes({ lectureIndex, lessonIndex }),
    refetchOnMount: 'always',
  });
  if (list.isPending) return <Loading size="sm" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const quizzes = list.data.list;
  return (
    <section
      className="sd-card ws-lesson-editor"
      aria-labelledby="ws-lesson-quizzes"
      data-testid="lesson-quizzes"
    >
      <h2 id="ws-lesson-quizzes" className="ws-lesson-editor__title">
        {t('lesson.quizzes')}
      </h2>
      {quizzes.length === 0 ? <EmptyState>{t('lesson.empty')}</EmptyState> : null}
      {canTrack && lessonType === 'quiz' && quizzes.length > 0 ? (
        <p className="ws-lesson-hint">{t('lesson.hint')}</p>
      ) : null}
      <ol className="ws-lesson-quizzes">
        {quizzes.map((q) => (
          <li key={q.index} data-testid="lesson-quiz">
            <span className="ws-lesson-quizzes__title">{q.title}</span>
            <span className="ws-badge">{quizTypeName(i18n, q.type)}</span>
            <Link
              className="sd-btn sd-btn--sm sd-btn--primary"
              to={withReturnTo(`/workspace/quiz/${q.index}`, returnTo)}
              data-testid={`solve-${q.index}`}
            >
              {t('lesson.solve')} →
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
