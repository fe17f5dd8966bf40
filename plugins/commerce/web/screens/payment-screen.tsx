import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  isApiError,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  pushAnalyticsEvent,
  showToast,
  useFormat,
  useMessage,
} from '@seodang/sdk/web';
import { refundTexts } from '../../common/refund-messages.ts';
import type { RefundQuoteView } from '../../common/refund-schemas.ts';
import { refundApi, type Payment } from '../refund-api.ts';
import { refundsOnce } from '../refund-analytics.ts';
import { useWon } from '../components/price.tsx';
import { RefundCard } from '../components/refund-card.tsx';
import { koreanDay, RefundLines, useMethod } from '../components/refund-lines.tsx';
import '../components/refunds.css';
import { withAreaTexts } from '../area-texts.tsx';

const catalogues = [refundTexts];

/** The items a refund can be asked for now: those neither refunded nor in an open refund. */
const refundableItems = (o: Payment) => (o.refundable ? o.items.filter((i) => i.refundState === 'none') : []);

/**
 * `/learn/payments/:orderId`: one of the learner's orders — its figures, method, state, the
 * provider's receipt, its items and its refunds — and the refund request: the learner picks items
 * (a phone payment refunds only in full, so all of them), sees the statutory amount with its
 * arithmetic and due date before confirming, then asks for it.
 */
function PaymentScreen() {
  const { t } = useTranslation('commerce');
  const message = useMessage(catalogues);
  const { formatDate, formatDateTime } = useFormat();
  const won = useWon();
  const method = useMethod();
  const client = useQueryClient();
  const { orderId = '' } = useParams();
  const reasonId = useId();
  const order = useQuery({
    queryKey: ['commerce', 'payment', orderId],
    queryFn: () => refundApi.payment(orderId),
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [quote, setQuote] = useState<RefundQuoteView | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = order.data;
  const phone = data?.method === 'phone';

  // The spec's refund event, once per refund done (a reload or a second tab sends nothing more).
  useEffect(() => {
    if (data) refundsOnce(data, (entry) => pushAnalyticsEvent({ ...entry }));
  }, [data]);

  const calculate = useMutation({
    mutationFn: (ids: number[]) => refundApi.quote(orderId, ids),
    onSuccess: (q) => {
      setQuote(q);
      setReason('');
      setError(null);
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('refunds.admin.failed')),
  });
  const send = useMutation({
    mutationFn: (q: RefundQuoteView) =>
      refundApi.request(
        orderId,
        q.items.map((i) => i.itemIndex),
        reason,
      ),
    onSuccess: (r) => {
      showToast(t('refunds.request.done'), { type: 'success' });
      setQuote(null);
      setChosen([]);
      client.setQueryData(['commerce', 'payment', orderId], r.order);
      void client.invalidateQueries({ queryKey: ['commerce', 'payments'] });
    },
    onError: (e) => {
      setQuote(null);
      setError(isApiError(e) ? e.message : t('refunds.admin.failed'));
      void order.refetch();
    },
  });

  if (order.isPending) return <Loading label={t('refunds.detail.loading')} />;
  if (order.isError || !data)
    return (
      <div className="sd-container">
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </div>
    );

  const candidates = refundableItems(data);
  const picked = phone
    ? candidates.map((i) => i.itemIndex)
    : chosen.filter((id) => candidates.some((i) => i.itemIndex === id));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const ask = () => {
    if (picked.length === 0) {
      setError(t('refunds.detail.noneChosen'));
      return;
    }
    calculate.mutate(picked);
  };

  return (
    <div className="sd-container cm-refunds" data-testid="payment-screen">
      <p>
        <Link to="/learn/payments">{t('refunds.detail.back')}</Link>
      </p>
      <h1>{data.orderName}</h1>
      <dl className="cm-refunds__figures">
        <dt>{t('refunds.detail.orderId')}</dt>
        <dd>{data.orderId}</dd>
        <dt>{t('refunds.detail.orderedAt')}</dt>
        <dd>{formatDateTime(data.createdAt)}</dd>
        {data.paidAt ? (
          <>
            <dt>{t('refunds.detail.paidAt')}</dt>
            <dd>{formatDateTime(data.paidAt)}</dd>
          </>
        ) : null}
        <dt>{t('refunds.detail.method')}</dt>
        <dd>{method(data.method)}</dd>
        <dt>{t('refunds.detail.status')}</dt>
        <dd>
          <span className="cm-order-status" data-testid="order-status">
            {t(`refunds.orderStatus.${data.status}`)}
          </span>
        </dd>
        <dt>{t('refunds.detail.price')}</dt>
        <dd>{won(data.price)}</dd>
        {data.discount > 0 ? (
          <>
            <dt>{t('refunds.detail.discount')}</dt>
            <dd>−{won(data.discount)}</dd>
          </>
        ) : null}
        {data.couponDiscount > 0 ? (
          <>
            <dt>{t('refunds.detail.couponDiscount')}</dt>
            <dd>−{won(data.couponDiscount)}</dd>
          </>
        ) : null}
        <dt>{t('refunds.detail.paymentAmount')}</dt>
        <dd>
          <strong>{won(data.paymentAmount)}</strong>
        </dd>
        {data.refundedAmount > 0 ? (
          <>
            <dt>{t('refunds.detail.refundedAmount')}</dt>
            <dd data-testid="order-refunded">{won(data.refundedAmount)}</dd>
          </>
        ) : null}
        {data.refundable ? (
          <>
            <dt>{t('refunds.detail.balance')}</dt>
            <dd>{won(data.balance)}</dd>
          </>
        ) : null}
      </dl>
      {data.receiptUrl ? (
        <p>
          <a href={data.receiptUrl} target="_blank" rel="noopener noreferrer">
            {t('refunds.detail.receipt')}
          </a>
        </p>
      ) : null}

      <section aria-labelledby="cm-payment-items">
        <h2 id="cm-payment-items">{t('refunds.detail.items')}</h2>
        {candidates.length > 0 ? (
          <p className="cm-muted">
            {phone ? message('commerce.error.phone_refund_whole_order') : t('refunds.detail.choose')}
          </p>
        ) : null}
        <ul className="cm-refunds__items">
          {data.items.map((item) => {
            const can = candidates.some((i) => i.itemIndex === item.itemIndex);
            return (
              <li key={item.itemIndex} data-testid={`payment-item-${item.itemIndex}`}>
                <div>
                  {can ? (
                    <label>
                      <input
                        type="checkbox"
                        checked={picked.includes(item.itemIndex)}
                        disabled={phone}
                        onChange={() => toggle(item.itemIndex)}
                        aria-label={t('refunds.detail.chooseItem', { title: item.title })}
                        data-testid="refund-choose"
                      />{' '}
                    </label>
                  ) : null}
                  <Link to={item.link}>{item.title}</Link>
                  {item.appliedCouponCode ? (
                    <span className="cm-muted">
                      {' '}
                      · {t('refunds.detail.coupon', { code: item.appliedCouponCode })}
                    </span>
                  ) : null}
                  {item.refundState === 'refunded' ? (
                    <div className="cm-muted">
                      {t('refunds.detail.itemRefunded', { amount: won(item.refundedAmount) })}
                    </div>
                  ) : null}
                  {item.refundState === 'pending' ? (
                    <div className="cm-muted">{t('refunds.detail.itemPending')}</div>
                  ) : null}
                </div>
                <span>{won(item.paymentAmount)}</span>
              </li>
            );
          })}
        </ul>
        {candidates.length > 0 ? (
          <Button
            color="primary"
            onClick={ask}
            disabled={calculate.isPending || picked.length === 0}
            data-testid="refund-calculate"
          >
            {t('refunds.detail.calculate')}
          </Button>
        ) : data.status === 'PAID' || data.status === 'PARTIAL_CANCELED' ? (
          <p className="cm-muted">{t('refunds.detail.notRefundable')}</p>
        ) : null}
        {error ? (
          <p role="alert" className="cm-refund-card__error" data-testid="refund-error">
            {error}
          </p>
        ) : null}
      </section>

      {data.refunds.length > 0 ? (
        <section aria-labelledby="cm-payment-refunds">
          <h2 id="cm-payment-refunds">{t('refunds.detail.refunds')}</h2>
          {[...data.refunds].reverse().map((r) => (
            <RefundCard key={r.refundIndex} refund={r} />
          ))}
        </section>
      ) : null}

      <Modal open={quote !== null} onClose={() => setQuote(null)} size="lg" testId="refund-dialog">
        <ModalHeader>{t('refunds.request.title')}</ModalHeader>
        {quote ? (
          <>
            <ModalBody>
              <p>{t('refunds.request.lead')}</p>
              <ul className="cm-refunds__items">
                {quote.items.map((item) => (
                  <li key={item.itemIndex}>
                    <div>
                      <strong>
                        {t('refunds.request.item', {
                          title: item.title,
                          paid: won(item.paymentAmount),
                          refund: won(item.refund),
                        })}
                      </strong>
                      <RefundLines calculation={item.calculation} titles={item.titles} />
                    </div>
                  </li>
                ))}
              </ul>
              <p className="cm-refunds__total" data-testid="refund-total">
                {t('refunds.request.total')}: {won(quote.fullOnly ? quote.balance : quote.amount)}
              </p>
              {quote.amount < quote.statutoryAmount ? (
                <p>{message('commerce.refund.capped', { balance: won(quote.balance) })}</p>
              ) : null}
              {quote.fullOnly && quote.statutoryAmount < quote.balance ? (
                <p>{message('commerce.refund.phoneFullOnly', { balance: won(quote.balance) })}</p>
              ) : null}
              <p>{t('refunds.request.due', { date: formatDate(koreanDay(quote.dueDate)) })}</p>
              <p className="cm-muted">{t('refunds.request.suspended')}</p>
              <label htmlFor={reasonId}>{t('refunds.request.reason')}</label>
              <textarea
                id={reasonId}
                className="sd-input cm-refund-textarea"
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="refund-reason"
              />
            </ModalBody>
            <ModalFooter>
              <Button color="secondary" onClick={() => setQuote(null)}>
                {t('refunds.request.cancel')}
              </Button>
              <Button
                color="primary"
                onClick={() => send.mutate(quote)}
                disabled={send.isPending}
                data-testid="refund-confirm"
              >
                {t('refunds.request.confirm', { amount: won(quote.fullOnly ? quote.balance : quote.amount) })}
              </Button>
            </ModalFooter>
          </>
        ) : null}
      </Modal>
    </div>
  );
}

export default withAreaTexts(PaymentScreen, 'refunds');
