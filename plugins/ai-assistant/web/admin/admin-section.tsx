import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@seodang/sdk/web';
import { useAiApi } from '../api.ts';
import { ProviderStatus } from './provider-status.tsx';
import { ChannelSettingsForm } from './channel-settings-form.tsx';
import { UsageReport } from './usage-report.tsx';
import '../components/assistant.css';

/** `/admin`'s AI assistant section: the provider, the channel's settings and the usage report. */
export default function AdminSection() {
  const { t } = useTranslation('ai-assistant');
  const ai = useAiApi();
  const titleId = useId();
  const query = useQuery({ queryKey: ['ai-assistant', 'settings'], queryFn: () => ai.settings() });
  return (
    <section className="sd-card ai-section" aria-labelledby={titleId} data-testid="ai-admin-section">
      <h2 id={titleId}>{t('admin.title')}</h2>
      {query.isPending ? (
        <Loading size="sm" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ProviderStatus provider={query.data.provider} />
          {query.data.channel ? (
            <ChannelSettingsForm ai={ai} initial={query.data.channel} onSaved={() => void query.refetch()} />
          ) : null}
          <UsageReport ai={ai} />
        </>
      )}
    </section>
  );
}
