import { useTranslation } from 'react-i18next';
import type { AiUsage } from '../../common/api.ts';
import { remaining } from './panel-state.ts';
import { resetTime } from './reset-time.ts';

/** "남은 질문 7/9 · 00:00 초기화", the loading and failed states, or the editor's no-limit note. */
export function UsageCounter({
  usage,
  loading,
  error,
  editor,
}: {
  usage: AiUsage | null;
  loading: boolean;
  error: string | null;
  editor: boolean;
}) {
  const { t, i18n } = useTranslation('ai-assistant');
  if (editor) return <p className="ai-counter">{t('panel.counterEditor')}</p>;
  if (loading) return <p className="ai-counter">{t('panel.usageLoading')}</p>;
  if (error)
    return (
      <p className="ai-counter ai-counter--error" data-testid="ai-usage-error">
        {error}
      </p>
    );
  if (!usage) return null;
  const time = resetTime(i18n.language, usage.resetsAt);
  return (
    <p className="ai-counter" data-testid="ai-counter" data-left={remaining(usage)}>
      {t('panel.counter', { left: remaining(usage), limit: usage.usageLimit, time })}
    </p>
  );
}
