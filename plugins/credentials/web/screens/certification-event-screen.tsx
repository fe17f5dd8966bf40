import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { credentialsApi } from '../api.ts';

/** /certification/{event}: the event (period, awards), my certificates of it, and a certId check. */
export default function CertificationEventScreen() {
  const { t } = useTranslation('credentials');
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const { event = '' } = useParams();
  const query = useQuery({
    queryKey: ['credentials', 'event', event],
    queryFn: () => credentialsApi.event(event),
  });
  const [certId, setCertId] = useState('');

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (certId.trim()) void navigate(`/cert/${encodeURIComponent(certId.trim())}`);
  };

  return (
    <div className="sd-container" data-testid="certification-event-screen">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <>
          <h1>{query.data.title}</h1>
          <dl className="sd-card">
            <dt>{t('eventPeriod')}</dt>
            <dd>
              {formatDate(query.data.startsAt)} – {formatDate(query.data.endsAt)}
            </dd>
            <dt>{t('eventAwards')}</dt>
            <dd>{query.data.awards.join(', ')}</dd>
            <dd className="sd-muted">{t('eventRecipients', { count: query.data.recipients })}</dd>
          </dl>
          <h2>{t('eventMine')}</h2>
          {query.data.mine.length === 0 ? <EmptyState>{t('eventNoMine')}</EmptyState> : null}
          {query.data.mine.length ? (
            <ul className="sd-list sd-card">
              {query.data.mine.map((c) => (
                <li key={c.certId} data-testid="event-certificate">
                  <Link to={`/cert/${c.certId}`}>
                    <strong>{c.title}</strong>
                  </Link>{' '}
                  <span className="sd-muted">{formatDate(c.issuedAt)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <form className="sd-card" onSubmit={check} aria-labelledby="event-check-title">
        <h2 id="event-check-title">{t('eventCheck')}</h2>
        <label className="sd-field">
          <span>{t('eventCheckLabel')}</span>
          <input value={certId} maxLength={12} onChange={(e) => setCertId(e.target.value)} />
        </label>
        <Button type="submit" color="primary">
          {t('eventCheckButton')}
        </Button>
      </form>
    </div>
  );
}
