import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, DataTable, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import { channelAdminNs } from './texts.ts';

interface SiteChannel {
  index: number;
  name: string;
  slug: string;
  domain: string | null;
  organizationType: string | null;
  channelType: string;
  mainManager: string | null;
  studentLimit: number | null;
  ideLicenseCount: number | null;
}

interface Draft {
  name: string;
  slug: string;
  domain: string;
  organizationType: string;
  channelType: string;
  mainManager: string;
  studentLimit: string;
  ideLicenseCount: string;
}

const emptyDraft: Draft = {
  name: '',
  slug: '',
  domain: '',
  organizationType: '',
  channelType: 'none',
  mainManager: '',
  studentLimit: '',
  ideLicenseCount: '',
};

const draftOf = (c: SiteChannel): Draft => ({
  name: c.name,
  slug: c.slug,
  domain: c.domain ?? '',
  organizationType: c.organizationType ?? '',
  channelType: c.channelType,
  mainManager: c.mainManager ?? '',
  studentLimit: c.studentLimit === null ? '' : String(c.studentLimit),
  ideLicenseCount: c.ideLicenseCount === null ? '' : String(c.ideLicenseCount),
});

const bodyOf = (d: Draft) => ({
  name: d.name,
  slug: d.slug,
  domain: d.domain.trim() || null,
  organizationType: d.organizationType.trim() || null,
  channelType: d.channelType || 'none',
  mainManager: d.mainManager,
  studentLimit: d.studentLimit === '' ? null : Number(d.studentLimit),
  ideLicenseCount: d.ideLicenseCount === '' ? null : Number(d.ideLicenseCount),
});

/** The public site's /admin for site admins: the channels, created and edited here. */
export function SiteChannelsSection() {
  const { t } = useTranslation(channelAdminNs);
  const headingId = useId();
  const searchId = useId();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const channels = useQuery({
    queryKey: ['site-channels', search],
    queryFn: () =>
      api
        .get<{ data: { list: SiteChannel[] } }>('/api/admin/channels', { search, limit: 50 })
        .then((r) => r.data.list),
  });
  const save = useMutation({
    mutationFn: () =>
      editing === null
        ? api.post('/api/admin/channels', bodyOf(draft))
        : api.put(`/api/admin/channels/${editing}`, bodyOf(draft)),
    onSuccess: () => {
      showToast(t(editing === null ? 'siteCreated' : 'siteSaved'), { type: 'success' });
      setEditing(null);
      setDraft(emptyDraft);
      void client.invalidateQueries({ queryKey: ['site-channels'] });
    },
    onError: (error) =>
      showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' }),
  });
  const field = (key: keyof Draft, label: string, type = 'text') => (
    <div className="sd-field" key={key}>
      <label className="sd-field__label" htmlFor={`site-${key}`}>
        {label}
      </label>
      <input
        id={`site-${key}`}
        className="sd-input"
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
    </div>
  );
  return (
    <section className="sd-card" aria-labelledby={headingId} data-testid="site-channels">
      <h2 id={headingId}>{t('siteChannels')}</h2>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={searchId}>
          {t('siteSearch')}
        </label>
        <input
          id={searchId}
          className="sd-input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {channels.isPending ? <Loading /> : null}
      {channels.isError ? (
        <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />
      ) : null}
      {channels.data ? (
        <DataTable
          rows={channels.data}
          rowKey={(c) => c.index}
          caption={t('siteChannels')}
          columns={[
            { key: 'name', header: t('name'), cell: (c) => c.name },
            { key: 'slug', header: t('siteSlug'), cell: (c) => c.domain ?? c.slug },
            { key: 'manager', header: t('siteManager'), cell: (c) => c.mainManager ?? '—' },
            {
              key: 'edit',
              header: t('siteEdit'),
              cell: (c) => (
                <Button
                  size="sm"
                  onClick={() => {
                    setEditing(c.index);
                    setDraft(draftOf(c));
                  }}
                >
                  {t('siteEdit')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      <form
        className="sd-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <h3>{editing === null ? t('siteNew') : `${t('siteEdit')}: ${draft.name}`}</h3>
        {field('name', t('name'))}
        {field('slug', t('siteSlug'))}
        {field('domain', t('siteDomain'))}
        {field('organizationType', t('siteOrgType'))}
        {field('channelType', t('siteChannelType'))}
        {field('mainManager', t('siteManager'))}
        {field('studentLimit', t('siteStudentLimit'), 'number')}
        {field('ideLicenseCount', t('siteIdeLicenses'), 'number')}
        <Button type="submit" color="primary" loading={save.isPending}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
