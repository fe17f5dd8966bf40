import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Loading, isApiError, showToast, useFormat } from '@seodang/sdk/web';
import { HelpTicketStatus } from '../../common/statuses.ts';
import { workspaceApi, type HelpRequest } from '../api.ts';
import { AnswerView } from '../components/answer-view.tsx';
import '../components/workspace.css';

/** One request: the learner's question and code; a teacher answers it with a correction comment. */
function HelpItem({ h, onSaved }: { h: HelpRequest; onSaved(next: HelpRequest): void }) {
  const { t } = useTranslation('workspace');
  const { formatDateTime } = useFormat();
  const [comment, setComment] = useState(h.correctionComment ?? '');
  const [busy, setBusy] = useState(false);
  const save = async (body: { correctionComment?: string; status?: number }) => {
    setBusy(true);
    try {
      onSaved(await workspaceApi.answerHelp(h.index, body));
      showToast(t('help.answered'), { type: 'success' });
    } catch (error) {
      showToast(isApiError(error) ? error.message : t('help.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="sd-card ws-help-item" data-testid={`help-${h.index}`}>
      <p className="ws-help-meta">
        <span className={`ws-badge ws-help-${h.status}`}>{t(`help.status.${h.status}`)}</span>
        <Link to={`/workspace/quiz/${h.quizIndex}`}>{h.quizTitle}</Link>
        <span>{h.userName}</span>
        <span className="ws-muted">{formatDateTime(h.requestDate)}</span>
      </p>
      <p className="ws-help-question">{h.content}</p>
      {h.answer?.files ? <AnswerView answer={h.answer} /> : null}
      {h.canAnswer ? (
        <div className="ws-help-answer">
          <label className="ws-field">
            {t('help.comment')}
            <textarea
              className="sd-textarea"
              rows={4}
              value={comment}
              data-testid="help-answer"
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          <div className="ws-actions">
            {h.status === HelpTicketStatus.REQUESTED ? (
              <Button size="sm" onClick={() => save({ status: HelpTicketStatus.ASSIGNED })} loading={busy}>
                {t('help.take')}
              </Button>
            ) : null}
            {h.status !== HelpTicketStatus.PENDING && h.status !== HelpTicketStatus.SOLVED ? (
              <Button size="sm" onClick={() => save({ status: HelpTicketStatus.PENDING })} loading={busy}>
                {t('help.hold')}
              </Button>
            ) : null}
            <Button
              size="sm"
              color="primary"
              disabled={!comment.trim()}
              loading={busy}
              data-testid="help-send"
              onClick={() => save({ correctionComment: comment })}
            >
              {t('help.send')}
            </Button>
          </div>
        </div>
      ) : h.correctionComment ? (
        <blockquote className="ws-comment">
          <strong>{h.assignee?.name}</strong>
          <p>{h.correctionComment}</p>
        </blockquote>
      ) : null}
    </li>
  );
}

/** Help requests: a learner's own, or (for quiz authors) those about their quizzes. */
export default function HelpScreen() {
  const { t } = useTranslation('workspace');
  const [list, setList] = useState<HelpRequest[] | null>(null);
  useEffect(() => {
    void workspaceApi
      .help()
      .then((r) => setList(r.list))
      .catch((error) => showToast(isApiError(error) ? error.message : String(error), { type: 'error' }));
  }, []);
  if (!list) return <Loading />;
  return (
    <div className="sd-container ws-list" data-testid="help-screen">
      <header className="ws-list-head">
        <Link to="/workspace">← {t('list.title')}</Link>
        <h1>{t('help.title')}</h1>
      </header>
      {list.length ? (
        <ul className="ws-help-list">
          {list.map((h) => (
            <HelpItem
              key={h.index}
              h={h}
              onSaved={(n) => setList(list.map((x) => (x.index === n.index ? { ...x, ...n } : x)))}
            />
          ))}
        </ul>
      ) : (
        <EmptyState>{t('help.empty')}</EmptyState>
      )}
    </div>
  );
}
