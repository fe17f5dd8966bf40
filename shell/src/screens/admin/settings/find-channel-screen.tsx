import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Loading, usePageTitle } from '@seodang/sdk/web';
import { channelAdminNs } from './texts.ts';

/** "Find our channel": anyone searches channels by name and goes to theirs. */
export function FindChannelScreen() {
  const { t } = useTranslation(channelAdminNs);
  usePageTitle(t('findTitle'));
  const inputId = useId();
  const [name, setName] = useState('');
  const words = name.trim();
  const found = useQuery({
    queryKey: ['find-channel', words],
    queryFn: () =>
      api
        .get<{ data: { name: string; slug: string; host: string }[] }>('/api/channels/search', {
          name: words,
        })
        .then((r) => r.data),
    enabled: words.length > 0,
  });
  return (
    <div className="sd-container" data-testid="find-channel-screen">
      <h1>{t('findTitle')}</h1>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={inputId}>
          {t('findLabel')}
        </label>
        <input
          id={inputId}
          className="sd-input"
          type="search"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div aria-live="polite">
        {found.isFetching ? <Loading /> : null}
        {found.data?.length === 0 ? <p>{t('findNone')}</p> : null}
        {found.data?.length ? (
          <ul>
            {found.data.map((c) => (
              <li key={c.slug}>
                <a
                  href={`${window.location.protocol}//${c.host}${window.location.port && !c.host.includes(':') ? `:${window.location.port}` : ''}/`}
                >
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
