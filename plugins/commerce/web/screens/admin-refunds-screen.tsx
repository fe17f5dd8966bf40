import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Pagination,
  QueryList,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import type { RefundView } from '../../common/refund-schemas.ts';
import { refundApi, type AdminPayment } from '../refund-api.ts';
import { useWon } from '../components/price.tsx';
import { AdminPaymentsTable } from '../components/admin-payments-table.tsx';
import { RefundCard } from '../components/refund-card.tsx';
import { koreanDay, useMethod } from '../components/refund-lines.tsx';
import '../components/refunds.css';
import { withAreaTexts } from '../area-texts.tsx';

type View = 'open' | 'decided' | 'all' | 'payments';
const views: View[] = ['open', 'decided', 'all', 'payments'];
const limit = 20;

/** The most an approval may refund, and the statutory figure it starts from. */
function bounds(r: RefundView) {
  const max = Math.min(
    r.balance,
    r.items.reduce((sum, i) => sum + i.paymentAmount, 0),
  );
  return { max, figure: Math.min(r.requestedAmount, max) };
}

type Dialog =
  | { kind: 'approve'; refund: RefundView }
  | { kind: 'reject'; refund: RefundView }
  | { kind: 'cancel'; payment: AdminPayment }
  | null;

/**
 * `/admin/refunds` (the channel's admins; on the public site the site admin): the refund requests
 * to decide, overdue first with their due dates (5 Korean business days; undecided on the due day,
 * approved by themselves), each with its learner, items and statutory arithmetic — approve (the
 * figure, or more up to what is left), reject with a reason, retry one the provider failed — and
 * the paid orders, whose payment can be cancelled outright (spec §4).
 */
function AdminRefundsScreen() {
  const { t } = useTranslation('commerce');
  const { formatDate, formatDateTime } = useFormat();
  const won = useWon();
  const method = useMethod();
  const client = useQueryClient();
  const fieldId = useId();
  const [params, setParams] = useSearchParams();
  const view: View = views.includes(params.get('view') as View) ? (params.get('view') as View) : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refunds = useQuery({
    queryKey: ['commerce', 'admin-refunds', view, page],
    queryFn: () => refundApi.adminRefunds(view as 'open' | 'decided' | 'all', page, limit),
    enabled: view !== 'payments',
  });
  const payments = useQuery({
    queryKey: ['commerce', 'admin-payments', page],
    queryFn: () => refundApi.adminPayments(page, limit),
    enabled: view === 'payments',
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['commerce', 'admin-refunds'] });
    void client.invalidateQueries({ queryKey: ['commerce', 'admin-payments'] });
  };
  const choose = (next: View) => setParams(next === 'open' ? {} : { view: next });
  const close = () => {
    setDialog(null);
    setError(null);
  };
  const failed = (e: unknown) => setError(isApiError(e) ? e.message : t('refunds.admin.failed'));
  const done = (r: RefundView, ok: string, pending: string) => {
    showToast(t(r.status === 'APPROVED' ? pending : ok), {
      type: r.status === 'APPROVED' ? 'warning' : 'success',
    });
    close();
    refresh();
  };

  const approve = useMutation({
    mutationFn: ({ refund, value }: { refund: RefundView; value?: number }) =>
      refundApi.approve(refund.refundIndex, value),
    onSuccess: (r) => done(r, 'refunds.admin.approved', 'refunds.admin.approvedPending'),
    onError: failed,
  });
  const reject = useMutation({
    mutationFn: ({ refund, text }: { refund: RefundView; text: string }) =>
      refundApi.reject(refund.refundIndex, text),
    onSuccess: (r) => done(r, 'refunds.admin.rejected', 'refunds.admin.rejected'),
    onError: failed,
  });
  const retry = useMutation({
    mutationFn: (refund: RefundView) => refundApi.retry(refund.refundIndex),
    onSuccess: (r) => done(r, 'refunds.admin.retried', 'refunds.admin.retryPending'),
    onError: (e) => showToast(isApiError(e) ? e.message : t('refunds.admin.failed'), { type: 'error' }),
  });
  const cancel = useMutation({
    mutationFn: ({ payment, text }: { payment: AdminPayment; text: string }) =>
      refundApi.cancelPayment(payment.orderId, text),
    onSuccess: (r) => done(r, 'refunds.admin.payments.canceled', 'refunds.admin.payments.canceledPending'),
    onError: failed,
  });

  const open = (d: NonNullable<Dialog>) => {
    setDialog(d);
    setError(null);
    setReason('');
    if (d.kind === 'approve') {
      const b = bounds(d.refund);
      setAmount(String(d.refund.fullOnly ? d.refund.balance : b.figure));
    }
  };
  const submitApprove = (refund: RefundView) => {
    const b = bounds(refund);
    const value = Number(amount);
    if (!/^\d{1,10}$/.test(amount.trim())) {
      setError(t('refunds.admin.failed'));
      return;
    }
    approve.mutate({ refund, value: value === b.figure && !refund.fullOnly ? undefined : value });
  };

  const list = refunds.data;
  const paid = payments.data;
  return (
    <div className="sd-container cm-refunds" data-testid="admin-refunds-screen">
      <h1>{t('refunds.title.admin')}</h1>
      <p className="cm-muted">{t('refunds.admin.lead')}</p>
      <div className="cm-refunds__filter" role="group" aria-label={t('refunds.admin.filter')}>
        {views.map((v) => (
          <Button
            key={v}
            outline={v !== view}
            color="primary"
            size="sm"
            aria-pressed={v === view}
            onClick={() => choose(v)}
            data-testid={`refunds-view-${v}`}
          >
            {t(`refunds.admin.tabs.${v}`)}
          </Button>
        ))}
      </div>

      {view !== 'payments' ? (
        <>
          {refunds.isPending ? <Loading label={t('refunds.admin.loading')} /> : null}
          {refunds.isError ? (
            <ErrorState error={refunds.error} onRetry={() => void refunds.refetch()} />
          ) : null}
          {list && list.list.length === 0 ? (
            <EmptyState>{t(`refunds.admin.empty.${view}`)}</EmptyState>
          ) : null}
          {list?.list.map((r) => (
            <RefundCard
              key={r.refundIndex}
              refund={r}
              level={2}
              extra={
                <p>
                  {t('refunds.admin.learner')}: {r.learner?.name} ({r.learner?.email}) ·{' '}
                  {t('refunds.admin.order')}: {r.orderName} ({r.orderId}, {won(r.paymentAmount)},{' '}
                  {method(r.method)})
                  {r.status === 'REQUESTED' ? (
                    <>
                      {' · '}
                      {t('refunds.admin.autoAt', { date: formatDateTime(r.autoApproveAt) })}
                    </>
                  ) : null}
                  {r.status === 'APPROVED' && r.lastError ? (
                    <span className="cm-refund-card__error" role="status">
                      <br />
                      {t('refunds.admin.lastError', { attempts: r.attempts ?? 0, error: r.lastError })}
                      {r.retriesStopped ? (
                        <>
                          <br />
                          {t('refunds.admin.retriesStopped')}
                        </>
                      ) : null}
                    </span>
                  ) : null}
                </p>
              }
            >
              {r.status === 'REQUESTED' ? (
                <>
                  <Button
                    color="primary"
                    onClick={() => open({ kind: 'approve', refund: r })}
                    data-testid="refund-approve"
                  >
                    {t('refunds.admin.approve')}
                  </Button>
                  <Button
                    color="danger"
                    outline
                    onClick={() => open({ kind: 'reject', refund: r })}
                    data-testid="refund-reject"
                  >
                    {t('refunds.admin.reject')}
                  </Button>
                </>
              ) : null}
              {r.status === 'APPROVED' ? (
                <Button
                  color="primary"
                  outline
                  loading={retry.isPending && retry.variables?.refundIndex === r.refundIndex}
                  onClick={() => retry.mutate(r)}
                  data-testid="refund-retry"
                >
                  {t('refunds.admin.retry')}
                </Button>
              ) : null}
            </RefundCard>
          ))}
          {list ? (
            <Pagination
              page={page}
              pageCount={Math.ceil(list.totalCount / limit)}
              onChange={(n) =>
                setParams({ ...(view === 'open' ? {} : { view }), ...(n > 1 ? { page: String(n) } : {}) })
              }
            />
          ) : null}
        </>
      ) : (
        <>
          <QueryList
            query={payments}
            rows={(d) => d.list}
            loadingLabel={t('refunds.admin.loading')}
            empty={t('refunds.admin.noPayments')}
          >
            {(rows) => (
              <AdminPaymentsTable payments={rows} onCancel={(payment) => open({ kind: 'cancel', payment })} />
            )}
          </QueryList>
          {paid ? (
            <Pagination
              page={page}
              pageCount={Math.ceil(paid.totalCount / limit)}
              onChange={(n) => setParams({ view: 'payments', ...(n > 1 ? { page: String(n) } : {}) })}
            />
          ) : null}
        </>
      )}

      <Modal open={dialog !== null} onClose={close} testId="refund-decision">
        {dialog?.kind === 'approve' ? (
          <>
            <ModalHeader>{t('refunds.admin.approveTitle')}</ModalHeader>
            <ModalBody>
              <p>
                {dialog.refund.fullOnly
                  ? t('refunds.admin.approveFullOnly', { balance: won(dialog.refund.balance) })
                  : t('refunds.admin.approveLead', {
                      figure: won(bounds(dialog.refund).figure),
                      max: won(bounds(dialog.refund).max),
                    })}
              </p>
              <p>
                {t('refunds.admin.due')}: {formatDate(koreanDay(dialog.refund.dueDate))}
              </p>
              <label htmlFor={fieldId}>{t('refunds.admin.amountLabel')}</label>
              <input
                id={fieldId}
                className="sd-input cm-refund-amount"
                inputMode="numeric"
                value={amount}
                readOnly={dialog.refund.fullOnly}
                onChange={(e) => setAmount(e.target.value)}
                data-testid="refund-amount-input"
              />
              {error ? (
                <p role="alert" className="cm-refund-card__error">
                  {error}
                </p>
              ) : null}
            </ModalBody>
            <ModalFooter>
              <Button onClick={close}>{t('refunds.admin.close')}</Button>
              <Button
                color="primary"
                loading={approve.isPending}
                onClick={() => submitApprove(dialog.refund)}
                data-testid="refund-approve-confirm"
              >
                {t('refunds.admin.approveConfirm', { amount: won(Number(amount) || 0) })}
              </Button>
            </ModalFooter>
          </>
        ) : null}
        {dialog?.kind === 'reject' || dialog?.kind === 'cancel' ? (
          <>
            <ModalHeader>
              {t(
                dialog.kind === 'reject' ? 'refunds.admin.rejectTitle' : 'refunds.admin.payments.cancelTitle',
              )}
            </ModalHeader>
            <ModalBody>
              {dialog.kind === 'cancel' ? (
                <p>
                  {t('refunds.admin.payments.cancelLead', {
                    name: dialog.payment.orderName,
                    balance: won(dialog.payment.balance),
                  })}
                </p>
              ) : null}
              <label htmlFor={fieldId}>
                {t(
                  dialog.kind === 'reject'
                    ? 'refunds.admin.rejectReason'
                    : 'refunds.admin.payments.cancelReason',
                )}
              </label>
              <textarea
                id={fieldId}
                className="sd-input cm-refund-textarea"
                maxLength={dialog.kind === 'reject' ? 500 : 200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="decision-reason"
              />
              {error ? (
                <p role="alert" className="cm-refund-card__error">
                  {error}
                </p>
              ) : null}
            </ModalBody>
            <ModalFooter>
              <Button onClick={close}>{t('refunds.admin.close')}</Button>
              <Button
                color="danger"
                loading={reject.isPending || cancel.isPending}
                onClick={() =>
                  dialog.kind === 'reject'
                    ? reject.mutate({ refund: dialog.refund, text: reason })
                    : cancel.mutate({ payment: dialog.payment, text: reason })
                }
                data-testid="decision-confirm"
              >
                {dialog.kind === 'reject'
                  ? t('refunds.admin.rejectConfirm')
                  : t('refunds.admin.payments.cancelConfirm', { amount: won(dialog.payment.balance) })}
              </Button>
            </ModalFooter>
          </>
        ) : null}
      </Modal>
    </div>
  );
}

export default withAreaTexts(AdminRefundsScreen, 'refunds');
