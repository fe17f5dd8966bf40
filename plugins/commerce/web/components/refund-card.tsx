import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@seodang/sdk/web';
import type { RefundView } from '../../common/refund-schemas.ts';
import { useWon } from './price.tsx';
import { koreanDay, RefundLines, RefundStatus } from './refund-lines.tsx';

/**
 * One refund: when it was asked for and its state, the amounts, each item with the arithmetic of
 * its statutory figure, the reasons and the due date; `children` are the admin's actions and
 * `extra` what only the admin sees (the learner, the provider's error).
 */
export function RefundCard({
  refund,
  level = 3,
  extra,
  children,
}: {
  refund: RefundView;
  level?: 2 | 3;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('commerce');
  const { formatDate, formatDateTime } = useFormat();
  const won = useWon();
  const Heading = level === 2 ? 'h2' : 'h3';
  const open = refund.status === 'REQUESTED' || refund.status === 'APPROVED';
  return (
    <article className="sd-card cm-refund-card" data-testid={`refund-${refund.refundIndex}`}>
      <div className="cm-refund-card__head">
        <Heading>
          {t(refund.origin === 'admin' ? 'refunds.refund.adminHeading' : 'refunds.refund.heading', {
            date: formatDateTime(refund.requestedAt),
          })}
        </Heading>
        <RefundStatus status={refund.status} />
      </div>
      {extra}
      <dl className="cm-refunds__figures">
        <dt>{t('refunds.refund.requestedAmount')}</dt>
        <dd>{won(refund.requestedAmount)}</dd>
        {refund.amount !== null ? (
          <>
            <dt>{t('refunds.refund.amount')}</dt>
            <dd data-testid="refund-amount">{won(refund.amount)}</dd>
          </>
        ) : null}
        {open ? (
          <>
            <dt>{t('refunds.refund.due')}</dt>
            <dd>
              {formatDate(koreanDay(refund.dueDate))}
              {refund.overdue ? (
                <strong className="cm-refund-overdue"> · {t('refunds.admin.overdue')}</strong>
              ) : null}
            </dd>
          </>
        ) : null}
        {refund.refundedAt ? (
          <>
            <dt>{t('refunds.refund.refundedAt')}</dt>
            <dd>{formatDateTime(refund.refundedAt)}</dd>
          </>
        ) : null}
        {refund.reason ? (
          <>
            <dt>{t('refunds.refund.reason')}</dt>
            <dd>{refund.reason}</dd>
          </>
        ) : null}
        {refund.rejectReason ? (
          <>
            <dt>{t('refunds.refund.rejectReason')}</dt>
            <dd>{refund.rejectReason}</dd>
          </>
        ) : null}
      </dl>
      {refund.decidedHow === 'auto' ? <p className="cm-muted">{t('refunds.refund.auto')}</p> : null}
      {refund.status === 'APPROVED' ? <p className="cm-muted">{t('refunds.refund.processing')}</p> : null}
      <ul className="cm-refunds__items" aria-label={t('refunds.refund.items')}>
        {refund.items.map((item) => (
          <li key={item.itemIndex}>
            <div>
              <div>
                {t('refunds.request.item', {
                  title: item.title,
                  paid: won(item.paymentAmount),
                  refund: won(item.amount ?? item.requestedAmount),
                })}
              </div>
              {item.calculation ? (
                <details>
                  <summary>{t('refunds.refund.arithmetic')}</summary>
                  <RefundLines calculation={item.calculation} titles={item.titles} />
                </details>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {children ? <div className="cm-refunds__actions">{children}</div> : null}
    </article>
  );
}
