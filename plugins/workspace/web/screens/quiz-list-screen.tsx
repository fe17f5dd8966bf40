import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading, useWebQuizTypes } from '@seodang/sdk/web';
import { workspaceApi } from '../api.ts';
import '../components/workspace.css';
import { quizTypeName } from '../quiz-types/type-name.ts';

/** The quizzes of this channel: learners open them, authors also edit them and create new ones. */
export default function QuizListScreen() {
  const { t, i18n } = useTranslation('workspace');
  // Plugins' quiz types (their labels) load with the list.
  useWebQuizTypes();
  const query = useQuery({ queryKey: ['workspace', 'quizzes'], queryFn: () => workspaceApi.quizzes() });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { list, canCreate } = query.data;
  return (
    <div className="sd-container ws-list" data-testid="quiz-list">
      <header className="ws-list-head">
        <h1>{t('list.title')}</h1>
        <Link to="/workspace/help" className="sd-btn sd-btn--md sd-btn--secondary sd-btn--outline">
          {t('help.title')}
        </Link>
        {canCreate ? (
          <Link to="/workspace/quiz/new" className="sd-btn sd-btn--md sd-btn--primary" data-testid="new-quiz">
            {t('list.new')}
          </Link>
        ) : null}
      </header>
      {list.length ? (
        <table className="sd-table">
          <thead>
            <tr>
              <th>{t('list.name')}</th>
              <th>{t('list.type')}</th>
              <th>{t('list.status')}</th>
              <th>
                <span className="ws-sr">{t('list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((q) => (
              <tr key={q.index}>
                <td>
                  <Link to={`/workspace/quiz/${q.index}`}>{q.title}</Link>
                </td>
                <td>{quizTypeName(i18n, q.type)}</td>
                <td>
                  <span className={`ws-badge ws-status-${q.status}`}>{t(`status.${q.status}`)}</span>
                </td>
                <td className="ws-row-actions">
                  <Link to={`/workspace/quiz/${q.index}`}>{t('list.open')}</Link>
                  {q.canEdit ? <Link to={`/workspace/quiz/${q.index}/edit`}>{t('list.edit')}</Link> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState>{t('list.empty')}</EmptyState>
      )}
    </div>
  );
}
