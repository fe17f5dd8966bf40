import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  api,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  showToast,
  useAuth,
  usePageInfo,
  usePageTitle,
} from '@seodang/sdk/web';
import { UnauthorizedScreen } from './unauthorized-screen.tsx';
import { MenuRestrictionsSection } from './admin/menu-restrictions-section.tsx';
import { PluginSlot } from '../layout/plugin-slot.tsx';
import { ServiceOffDialog } from './admin/settings/service-off-dialog.tsx';
import { channelAdminNs } from './admin/settings/texts.ts';
import { SiteChannelsSection } from './admin/settings/site-channels-section.tsx';

interface ServiceRow {
  service: string;
  /** In the admin's language. */
  name: string;
  enabled: boolean;
  plugin: string;
}

/**
 * /admin (Channel management, admin only): this channel's services, the header items it hides, and
 * what plugins add in the slot `admin.sections` (e.g. commerce's refunds).
 */
export function AdminScreen() {
  const { t } = useTranslation('shell');
  const texts = useTranslation(channelAdminNs).t;
  const [confirming, setConfirming] = useState<ServiceRow | null>(null);
  usePageTitle(t('admin.title'));
  const { userData } = useAuth();
  const { isChannel } = usePageInfo();
  const client = useQueryClient();
  const isAdmin = userData?.role === 'admin';
  const services = useQuery({
    queryKey: ['channel-services'],
    queryFn: () => api.get<{ data: ServiceRow[] }>('/api/channel/services').then((r) => r.data),
    enabled: isAdmin,
  });
  const toggle = useMutation({
    mutationFn: (row: ServiceRow) =>
      api.put(`/api/channel/services/${encodeURIComponent(row.service)}`, { enabled: !row.enabled }),
    onSuccess: () => {
      showToast(t('admin.saved'), { type: 'success' });
      void client.invalidateQueries({ queryKey: ['channel-services'] });
    },
    onError: (error) =>
      showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' }),
  });

  if (!isAdmin) return <UnauthorizedScreen />;
  return (
    <div className="sd-container" data-testid="admin-screen">
      <h1>{t('admin.title')}</h1>
      {isChannel ? (
        <nav className="sd-card" aria-label={t('admin.title')}>
          <Link to="/admin/settings">{texts('linkSettings')}</Link> ·{' '}
          <Link to="/admin/log">{texts('linkLog')}</Link>
        </nav>
      ) : null}
      <ServiceOffDialog
        service={confirming?.service ?? null}
        name={confirming?.name ?? ''}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) toggle.mutate(confirming);
          setConfirming(null);
        }}
      />
      <section className="sd-card">
        <h2>{t('admin.services')}</h2>
        {services.isPending ? <Loading /> : null}
        {services.isError ? (
          <ErrorState error={services.error} onRetry={() => void services.refetch()} />
        ) : null}
        {services.data?.length === 0 ? <EmptyState>{t('admin.noServices')}</EmptyState> : null}
        {services.data?.length ? (
          <table className="sd-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.service')}</th>
                <th scope="col">{t('admin.plugin')}</th>
                <th scope="col">{t('admin.enabled')}</th>
              </tr>
            </thead>
            <tbody>
              {services.data.map((row) => (
                <tr key={row.service}>
                  <td>{row.name}</td>
                  <td>{row.plugin}</td>
                  <td>
                    <label className="sd-switch">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={row.enabled}
                        disabled={toggle.isPending}
                        data-testid={`service-${row.service}`}
                        onChange={() => (row.enabled && isChannel ? setConfirming(row) : toggle.mutate(row))}
                      />
                      <span>{row.enabled ? t('admin.on') : t('admin.off')}</span>
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      {isChannel ? <MenuRestrictionsSection /> : <SiteChannelsSection />}
      <PluginSlot name="admin.sections" />
    </div>
  );
}
