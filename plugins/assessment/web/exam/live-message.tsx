import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import './live-message.css';

/** A supervisor's action the examinee is told about in a banner (pause and notices have their own screens). */
export type LiveMessage = { kind: 'extended'; minutes: number } | { kind: 'reloaded' };

const reloadMarkKey = (examIndex: number) => `seodang.exam-reloaded.${examIndex}`;

/** Remembers, across the reload a supervisor asked for, to tell the examinee why the page reloaded. */
export function markSupervisorReload(examIndex: number): void {
  try {
    sessionStorage.setItem(reloadMarkKey(examIndex), String(Date.now()));
  } catch {
    // Storage refused (private mode): the page still reloads, only without the explanation.
  }
}

/** Whether this page load is a supervisor's reload; the mark is used once. */
export function takeSupervisorReload(examIndex: number): boolean {
  try {
    const marked = sessionStorage.getItem(reloadMarkKey(examIndex)) !== null;
    sessionStorage.removeItem(reloadMarkKey(examIndex));
    return marked;
  } catch {
    return false;
  }
}

/** The banner of a live message, in the examinee's language, until they close it. */
export function LiveMessageBanner({
  message,
  onClose,
}: {
  message: LiveMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assessment');
  if (!message) return null;
  return (
    <div className="as-live-message" role="status" data-testid="live-message" data-kind={message.kind}>
      <span data-testid="live-message-text">
        {message.kind === 'extended' ? t('room.extended', { count: message.minutes }) : t('room.reloaded')}
      </span>
      <Button size="sm" onClick={onClose} data-testid="live-message-close">
        {t('room.ok')}
      </Button>
    </div>
  );
}
