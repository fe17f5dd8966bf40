import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  Loading,
  isApiError,
  showToast,
  usePageTitle,
  useFormat,
} from '@seodang/sdk/web';
import { workspaceApi, type Quiz, type Submission } from '../api.ts';
import { AnswerView } from '../components/answer-view.tsx';
import '../components/workspace.css';

/** One learner's submission: the answer, and the teacher's score and comment. */
function GradeItem({ s, max, onSaved }: { s: Submission; max: number; onSaved(next: Submission): void }) {
  const { t } = useTranslation('workspace');
  const { formatDateTime } = useFormat();
  const [score, setScore] = useState(s.score ?? 0);
  const [comment, setComment] = useState(s.comment ?? '');
  const [busy, setBusy] = useState(false);
  const graded = s.outcome !== 'MANUAL';
  const save = async () => {
    setBusy(true);
    try {
      onSaved({ ...s, ...(await workspaceApi.grade(s.index, score, comment)) });
      showToast(t('grading.saved'), { type: 'success' });
    } catch (error) {
      showToast(isApiError(error) ? error.message : t('grading.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="sd-card ws-help-item" data-testid={`grade-${s.index}`} data-graded={graded}>
      <p className="ws-help-meta">
        <span className={`ws-badge ${graded ? 'ws-status-1' : ''}`}>
          {graded ? t('grading.graded', { score: s.score, max }) : t('grading.waiting')}
        </span>
        <strong>{s.userName}</strong>
        <span className="ws-muted">{formatDateTime(s.createdAt)}</span>
      </p>
      <AnswerView answer={s.answer} />
      <div className="ws-grid3">
        <label className="ws-field ws-narrow">
          {t('grading.score', { max })}
          <input
            className="sd-input ws-num"
            type="number"
            min={0}
            max={max}
            step="any"
            value={score}
            data-testid="grade-score"
            onChange={(e) => setScore(Number(e.target.value))}
          />
        </label>
      </div>
      <label className="ws-field">
        {t('grading.comment')}
        <textarea
          className="sd-textarea"
          rows={3}
          value={comment}
          data-testid="grade-comment"
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <div className="ws-actions">
        <Button
          size="sm"
          color="primary"
          loading={busy}
          disabled={!(score >= 0 && score <= max)}
          data-testid="grade-save"
          onClick={() => void save()}
        >
          {t('grading.save')}
        </Button>
      </div>
    </li>
  );
}

/** Hand grading (descriptive, file submission): every learner's submission, newest first, for the quiz's authors. */
export default function GradingScreen() {
  const { t } = useTranslation('workspace');
  const index = Number(useParams().quizIndex);
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [list, setList] = useState<Submission[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  usePageTitle(quiz ? `${quiz.title} · ${t('grading.title')}` : undefined);
  useEffect(() => {
    void Promise.all([workspaceApi.quiz(index), workspaceApi.allSubmissions(index)])
      .then(([q, s]) => {
        setQuiz(q);
        setList(s.list);
      })
      .catch((error) => setFailed(isApiError(error) ? error.message : t('message.initFailed')));
  }, [index]);
  if (failed)
    return (
      <div className="sd-container ws-list">
        <EmptyState>{failed}</EmptyState>
      </div>
    );
  if (!quiz || !list) return <Loading />;
  const max = Number(quiz.definition.score ?? 1);
  const waiting = list.filter((s) => s.outcome === 'MANUAL').length;
  return (
    <div className="sd-container ws-list" data-testid="grading-screen">
      <header className="ws-list-head">
        <Link to={`/workspace/quiz/${index}/edit`}>← {quiz.title}</Link>
        <h1>{t('grading.title')}</h1>
        <span className="ws-muted">{t('grading.count', { count: list.length, waiting })}</span>
      </header>
      {!quiz.handGraded ? <p className="ws-muted">{t('grading.automatic')}</p> : null}
      {list.length ? (
        <ul className="ws-help-list">
          {list.map((s) => (
            <GradeItem
              key={s.index}
              s={s}
              max={max}
              onSaved={(n) => setList(list.map((x) => (x.index === n.index ? n : x)))}
            />
          ))}
        </ul>
      ) : (
        <EmptyState>{t('grading.empty')}</EmptyState>
      )}
    </div>
  );
}
