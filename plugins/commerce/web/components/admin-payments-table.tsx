import { useTranslation } from 'react-i18next';
import { Button, DataTable, useFormat } from '@seodang/sdk/web';
import type { AdminPayment } from '../refund-api.ts';
import { useWon } from './price.tsx';
import { useMethod } from './refund-lines.tsx';

/**
 * The channel's paid orders on `/admin/refunds?view=payments`: when, what, who, how much, what was
 * refunded, the state, and Cancel payment where the balance can still be refunded by the admin.
 */
export function AdminPaymentsTable({
  payments,
  onCancel,
}: {
  payments: readonly AdminPayment[];
  onCancel: (payment: AdminPayment) => void;
}) {
  const { t } = useTranslation('commerce');
  const { formatDate } = useFormat();
  const won = useWon();
  const method = useMethod();
  return (
    <DataTable
      rows={payments}
      rowKey={(p) => p.orderId}
      caption={t('refunds.admin.payments.caption')}
      testId="admin-payments"
      columns={[
        {
          key: 'paidAt',
          header: t('refunds.admin.payments.paidAt'),
          cell: (p) => (p.paidAt ? formatDate(p.paidAt) : '—'),
        },
        {
          key: 'order',
          header: t('refunds.admin.order'),
          cell: (p) => (
            <>
              {p.orderName}
              <div className="cm-muted">
                {p.orderId} · {method(p.method)}
              </div>
            </>
          ),
        },
        {
          key: 'buyer',
          header: t('refunds.admin.payments.buyer'),
          cell: (p) => (
            <>
              {p.buyer.name}
              <div className="cm-muted">{p.buyer.email}</div>
            </>
          ),
        },
        { key: 'amount', header: t('refunds.admin.payments.amount'), cell: (p) => won(p.paymentAmount) },
        {
          key: 'refunded',
          header: t('refunds.admin.payments.refunded'),
          cell: (p) => (p.refundedAmount > 0 ? won(p.refundedAmount) : '—'),
        },
        {
          key: 'status',
          header: t('refunds.admin.status'),
          cell: (p) => t(`refunds.orderStatus.${p.status}`),
        },
        {
          key: 'actions',
          header: t('refunds.admin.payments.actions'),
          cell: (p) =>
            p.cancellable ? (
              <Button
                size="sm"
                color="danger"
                outline
                aria-label={t('refunds.admin.payments.cancelLabel', { name: p.orderName })}
                onClick={() => onCancel(p)}
                data-testid="payment-cancel"
              >
                {t('refunds.admin.payments.cancel')}
              </Button>
            ) : p.openRefund ? (
              <span className="cm-muted">{t('refunds.admin.payments.openRefund')}</span>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
