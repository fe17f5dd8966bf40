import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Pagination, QueryList, useFormat } from '@seodang/sdk/web';
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
      <QueryList
        query={history}
        rows={(d) => d.list}
        loadingLabel={t('refunds.list.loading')}
        empty={
          <>
            {t('refunds.list.empty')} <Link to="/search">{t('refunds.list.browse')}</Link>
          </>
        }
      >
        {(list) => (
          <DataTable
            rows={list}
            rowKey={(o) => o.orderId}
            caption={t('refunds.list.caption')}
            testId="payments-table"
            rowTestId={(o) => `payment-${o.orderId}`}
            columns={[
              { key: 'at', header: t('refunds.list.orderedAt'), cell: (o) => formatDate(o.createdAt) },
              {
                key: 'order',
                header: t('refunds.list.order'),
                cell: (o) => (
                  <Link
                    to={`/learn/payments/${encodeURIComponent(o.orderId)}`}
                    aria-label={t('refunds.list.openLabel', { name: o.orderName })}
                  >
                    {o.orderName}
                  </Link>
                ),
              },
              { key: 'amount', header: t('refunds.list.amount'), cell: (o) => won(o.paymentAmount) },
              {
                key: 'refunded',
                header: t('refunds.list.refunded'),
                cell: (o) => (o.refundedAmount > 0 ? won(o.refundedAmount) : '—'),
              },
              { key: 'method', header: t('refunds.list.method'), cell: (o) => method(o.method) },
              {
                key: 'status',
                header: t('refunds.list.status'),
                cell: (o) => (
                  <span className="cm-order-status" data-testid="payment-status">
                    {t(`refunds.orderStatus.${o.status}`)}
                  </span>
                ),
              },
              {
                key: 'receipt',
                header: t('refunds.list.receipt'),
                cell: (o) =>
                  o.receiptUrl ? (
                    <a href={o.receiptUrl} target="_blank" rel="noopener noreferrer">
                      {t('refunds.list.receiptLink')}
                    </a>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
      </QueryList>
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
