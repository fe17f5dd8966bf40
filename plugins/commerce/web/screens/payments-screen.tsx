import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, Pagination, useFormat } from '@seodang/sdk/web';
import { refundApi } from '../refund-api.ts';
import { useWon } from '../components/price.tsx';
import { useMethod } from '../components/refund-lines.tsx';
import '../components/refunds.css';
import { withAreaTexts } from '../area-texts.tsx';

const limit = 10;

/**
 * `/learn/payments`: the learner's orders in this channel, newest first — what each was, when,
 * how much, by what, its state, what was refunded, the provider's receipt — each leading to its
 * page, where a refund is asked for. The page is kept in the address (`?page=`).
 */
function PaymentsScreen() {
  const { t } = useTranslation('commerce');
  const { formatDate } = useFormat();
  const won = useWon();
  const method = useMethod();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useQuery({
    queryKey: ['commerce', 'payments', page],
    queryFn: () => refundApi.history(page, limit),
  });
  const data = history.data;
  return (
    <div className="sd-container cm-refunds" data-testid="payments-screen">
      <h1>{t('refunds.title.payments')}</h1>
      <p className="cm-muted">{t('refunds.list.lead')}</p>
      {history.isPending ? <Loading label={t('refunds.list.loading')} /> : null}
      {history.isError ? <ErrorState error={history.error} onRetry={() => void history.refetch()} /> : null}
      {data && data.list.length === 0 ? (
        <EmptyState>
          {t('refunds.list.empty')} <Link to="/search">{t('refunds.list.browse')}</Link>
        </EmptyState>
      ) : null}
      {data && data.list.length > 0 ? (
        <div className="cm-refunds__scroll">
          <table className="sd-table" data-testid="payments-table">
            <caption className="sd-visually-hidden">{t('refunds.list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('refunds.list.orderedAt')}</th>
                <th scope="col">{t('refunds.list.order')}</th>
                <th scope="col">{t('refunds.list.amount')}</th>
                <th scope="col">{t('refunds.list.refunded')}</th>
                <th scope="col">{t('refunds.list.method')}</th>
                <th scope="col">{t('refunds.list.status')}</th>
                <th scope="col">{t('refunds.list.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((o) => (
                <tr key={o.orderId} data-testid={`payment-${o.orderId}`}>
                  <td>{formatDate(o.createdAt)}</td>
                  <td>
                    <Link
                      to={`/learn/payments/${encodeURIComponent(o.orderId)}`}
                      aria-label={t('refunds.list.openLabel', { name: o.orderName })}
                    >
                      {o.orderName}
                    </Link>
                  </td>
                  <td>{won(o.paymentAmount)}</td>
                  <td>{o.refundedAmount > 0 ? won(o.refundedAmount) : '—'}</td>
                  <td>{method(o.method)}</td>
                  <td>
                    <span className="cm-order-status" data-testid="payment-status">
                      {t(`refunds.orderStatus.${o.status}`)}
                    </span>
                  </td>
                  <td>
                    {o.receiptUrl ? (
                      <a href={o.receiptUrl} target="_blank" rel="noopener noreferrer">
                        {t('refunds.list.receiptLink')}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(data.totalCount / limit)}
          onChange={(n) => setParams(n === 1 ? {} : { page: String(n) })}
        />
      ) : null}
    </div>
  );
}

export default withAreaTexts(PaymentsScreen, 'refunds');
