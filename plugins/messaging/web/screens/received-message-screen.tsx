import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, useFormat, usePageTitle } from '@seodang/sdk/web';
import { messagingApi } from '../api.ts';

/** /message/{sequence}: a recipient's own copy of a notice or mail; opening it marks it read. */
export default function ReceivedMessageScreen() {
  const { t } = useTranslation('messaging');
  const { formatDateTime } = useFormat();
  const sequence = Number(useParams().sequence);
  const query = useQuery({
    queryKey: ['messaging', 'received', sequence],
    queryFn: () => messagingApi.received(sequence),
    enabled: Number.isInteger(sequence) && sequence > 0,
  });
  usePageTitle(query.data?.headline ?? t('received.title'));
  return (
    <div className="sd-container" data-testid="message-received">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <article className="sd-card">
          <h1>{query.data.headline}</h1>
          <p className="sd-muted">
            {t('received.from', { name: query.data.senderName, date: formatDateTime(query.data.sentAt) })}
          </p>
          {/* Sanitised by the server (SDK sanitiser), variables escaped. */}
          <div dangerouslySetInnerHTML={{ __html: query.data.message }} />
        </article>
      ) : null}
    </div>
  );
}
