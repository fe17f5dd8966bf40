import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast, useFormat } from '@seodang/sdk/web';
import { workspaceApi, type HelpRequest } from '../api.ts';
import { AnswerView } from './answer-view.tsx';

/** The learner's side of §2 "Help request": ask about this quiz with the current code attached, read the answers. */
export function HelpPane({ quizIndex, answer }: { quizIndex: number; answer: unknown }) {
  const { t } = useTranslation('workspace');
  const { formatDateTime } = useFormat();
  const [list, setList] = useState<HelpRequest[]>([]);
  const [content, setContent] = useState('');
  const [attach, setAttach] = useState(true);
  const [busy, setBusy] = useState(false);
  const load = () =>
    void workspaceApi
      .help(quizIndex)
      .then((r) => setList(r.list))
      .catch(() => {
        /* the list stays as it was */
      });
  useEffect(load, [quizIndex]);
  const ask = async () => {
    setBusy(true);
    try {
      await workspaceApi.askHelp(quizIndex, content, attach ? answer : undefined);
      setContent('');
      showToast(t('help.sent'), { type: 'success' });
      load();
    } catch (error) {
      showToast(isApiError(error) ? error.message : t('help.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ws-help" data-testid="help-pane">
      <label className="ws-field">
        {t('help.question')}
        <textarea
          className="sd-textarea"
          rows={4}
          value={content}
          maxLength={5000}
          data-testid="help-content"
          onChange={(e) => setContent(e.target.value)}
        />
      </label>
      <label className="ws-check">
        <input type="checkbox" checked={attach} onChange={(e) => setAttach(e.target.checked)} />{' '}
        {t('help.attach')}
      </label>
      <Button
        color="primary"
        size="sm"
        disabled={!content.trim()}
        loading={busy}
        onClick={ask}
        data-testid="help-ask"
      >
        {t('help.ask')}
      </Button>
      <ul className="ws-help-list">
        {list.map((h) => (
          <li key={h.index}>
            <p>
              <span className={`ws-badge ws-help-${h.status}`}>{t(`help.status.${h.status}`)}</span>{' '}
              <span className="ws-muted">{formatDateTime(h.requestDate)}</span>
            </p>
            <p>{h.content}</p>
            {h.correctionComment ? (
              <blockquote className="ws-comment" data-testid="help-comment">
                <strong>{h.assignee?.name ?? t('help.teacher')}</strong>
                <p>{h.correctionComment}</p>
              </blockquote>
            ) : null}
            {h.answer?.files ? (
              <details>
                <summary>{t('help.attached')}</summary>
                <AnswerView answer={h.answer} />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
