import { useTranslation } from 'react-i18next';
import type { AiProviderStatus } from '../../common/views.ts';

/** Which model answers: configured (name, model), the demo model, off, or a refused key. */
export function ProviderStatus({ provider }: { provider: AiProviderStatus }) {
  const { t, i18n } = useTranslation('ai-assistant');
  return (
    <div data-testid="ai-provider-status" data-provider={provider.name}>
      <h3>{t('admin.provider')}</h3>
      {!provider.configured ? (
        <p className="sd-alert">{t('admin.providerOff')}</p>
      ) : provider.demo ? (
        <p>
          <span className="ai-badge">{t('panel.demo')}</span> {t('admin.providerDemo')}
        </p>
      ) : (
        <p>{t('admin.providerConfigured', { name: provider.name, model: provider.model ?? '' })}</p>
      )}
      {provider.keyRefused ? (
        <p className="sd-alert sd-alert--error" role="alert">
          {t('admin.keyRefused')}
          {provider.keyRefusedAt
            ? ` ${t('admin.keyRefusedSince', {
                time: new Date(provider.keyRefusedAt).toLocaleString(i18n.language, {
                  timeZone: 'Asia/Seoul',
                }),
              })}`
            : null}
        </p>
      ) : null}
    </div>
  );
}
