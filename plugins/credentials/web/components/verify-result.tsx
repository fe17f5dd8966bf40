import { useTranslation } from 'react-i18next';
import { useFormat } from '@seodang/sdk/web';
import type { VerifyAnswer } from '../../common/index.ts';

/** A verification's state (in words and a symbol, never colour alone) and each of its checks. */
export function VerifyResult({ answer }: { answer: VerifyAnswer }) {
  const { t } = useTranslation('credentials');
  const { formatDateTime } = useFormat();
  return (
    <section className="sd-card" aria-live="polite" data-testid="verify-result" data-state={answer.state}>
      <div className={answer.state === 'valid' ? 'sd-alert' : 'sd-alert sd-alert--error'} role="status">
        <strong>
          {answer.state === 'valid' ? '✓ ' : '✗ '}
          {t(`state.${answer.state}`)}
        </strong>
        <div>{answer.message}</div>
        {answer.revocation ? (
          <div data-testid="revocation">
            {t('revokedOn', {
              date: answer.revocation.revokedAt ? formatDateTime(answer.revocation.revokedAt) : '',
              reason: answer.revocation.reason,
            })}
          </div>
        ) : null}
      </div>
      <h2>{t('checksTitle')}</h2>
      <ul className="sd-list">
        {answer.checks.map((check) => (
          <li key={check.name} data-testid={`check-${check.name}`}>
            {check.ok ? '✓' : '✗'} {t(`check.${check.name}`)} — {check.ok ? t('passed') : t('failed')}
          </li>
        ))}
      </ul>
    </section>
  );
}
