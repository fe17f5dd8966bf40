import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '@seodang/sdk/web';
import { workspaceApi } from '../api.ts';

/** A lecture lesson of type 'quiz': opens the workspace on that lesson's quiz. */
export default function LessonQuizScreen() {
  const { t } = useTranslation('workspace');
  const { lectureIndex, lessonIndex } = useParams();
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    void workspaceApi
      .quizzes({ lectureIndex: Number(lectureIndex), lessonIndex: Number(lessonIndex) })
      .then((r) => setTarget(r.list[0]?.index ?? null))
      .catch(setError);
  }, [lectureIndex, lessonIndex]);
  if (error) return <ErrorState error={error} />;
  if (target === undefined) return <Loading />;
  if (target === null) return <EmptyState>{t('list.empty')}</EmptyState>;
  return <Navigate to={`/workspace/quiz/${target}`} replace />;
}
