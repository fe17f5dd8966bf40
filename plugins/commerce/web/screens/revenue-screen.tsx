import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Loading, showToast } from '@seodang/sdk/web';
import {
  datePresets,
  kstDateTime,
  type DatePreset,
  type RevenuePoint,
  type RevenueRow,
} from '../../common/revenue.ts';
import { useWon } from '../components/price.tsx';
import { RevenueSettingsForm } from '../components/revenue-settings.tsx';
import {
  revenueApi,
  type LedgerLineView,
  type RevenuePeriod,
  type RevenueReport,
  type RevenueScope,
  type StatementView,
} from '../revenue-api.ts';
import '../components/revenue.css';

// recharts only here, and only once the report is in.
const RevenueChart = lazy(() => import('../components/revenue-charts.tsx'));

type Selection = { label: string; ledgerIds: Set<number> } | null;

/**
 * The revenue screen (spec §3 "Payment and settlement"): a §9 period, the totals (total revenue,
 * refund amount, settlement amount), charts by day or month and by product (each with its table),
 * the payment rows (price, discount, coupon discount, payment amount, payment fees, method,
 * settled), CSV, each order's ledger lines, and the statements. `teach`: the teacher's own;
 * `admin`: the channel's, where statements are marked settled.
 */
export function RevenueScreen({ scope }: { scope: RevenueScope }) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const [period, setPeriod] = useState<RevenuePeriod>({ preset: 'month' });
  const [teacher, setTeacher] = useState<number | undefined>(undefined);
  const [teachers, setTeachers] = useState<Map<number, string>>(new Map());
  const [report, setReport] = useState<RevenueReport | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [unit, setUnit] = useState<'day' | 'month'>('day');
  const [selection, setSelection] = useState<Selection>(null);
  const [order, setOrder] = useState<{ orderId: string; lines: LedgerLineView[] } | null>(null);
  const orderHeading = useRef<HTMLHeadingElement>(null);
  const rowsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    revenueApi.report(scope, period, teacher).then(
      (r) => {
        if (!live) return;
        setReport(r);
        setSelection(null);
        // The teachers to choose from: whoever the channel's report names (kept while one is chosen).
        if (scope === 'admin' && teacher === undefined)
          setTeachers(
            new Map([
              ...r.rows.flatMap((row) =>
                row.recipientUserId === null
                  ? []
                  : [[row.recipientUserId, row.recipientName ?? '-'] as const],
              ),
              ...r.statements.map((st) => [st.recipientUserId, st.recipientName ?? '-'] as const),
            ]),
          );
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [scope, period, teacher, attempt]);

  useEffect(() => {
    if (order) orderHeading.current?.focus();
  }, [order]);

  const select = useCallback((p: RevenuePoint) => {
    setSelection({ label: p.label, ledgerIds: new Set(p.ledgerIds) });
    rowsHeading.current?.focus();
  }, []);

  const rows = useMemo(
    () => (report?.rows ?? []).filter((r) => !selection || selection.ledgerIds.has(r.ledgerId)),
    [report, selection],
  );

  const openOrder = async (row: RevenueRow) => {
    setOrder(null);
    const found = await revenueApi.order(scope, row.orderIndex);
    setOrder({ orderId: found.orderId, lines: found.lines });
  };

  if (error && !report) return <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="cm-revenue" data-testid={`revenue-${scope}`}>
      <h1>{t(`revenue.heading.${scope}`)}</h1>
      <PeriodPicker period={period} onChange={setPeriod} />
      {scope === 'admin' ? (
        <label>
          {t('revenue.filter.teacher')}{' '}
          <select
            data-testid="revenue-teacher"
            value={teacher ?? ''}
            onChange={(e) => setTeacher(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{t('revenue.filter.all')}</option>
            {[...teachers].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {!report ? (
        <Loading label={t('revenue.loading')} />
      ) : (
        <>
          <p role="status" data-testid="revenue-range">
            {t('revenue.period.shown', { from: report.from, to: report.to })}
          </p>
          <section aria-labelledby="revenue-totals">
            <h2 id="revenue-totals">{t('revenue.totals.heading')}</h2>
            <dl className="cm-revenue__totals" data-testid="revenue-totals">
              <div>
                <dt>{t('revenue.totals.revenue')}</dt>
                <dd data-testid="total-revenue">{won(report.totals.revenue)}</dd>
              </div>
              <div>
                <dt>{t('revenue.totals.refunds')}</dt>
                <dd data-testid="total-refunds">{won(report.totals.refunds)}</dd>
              </div>
              <div>
                <dt>{t('revenue.totals.settlement')}</dt>
                <dd data-testid="total-settlement">{won(report.totals.settlementAmount)}</dd>
              </div>
              <div>
                <dt>{t('revenue.totals.fees')}</dt>
                <dd>{won(report.totals.fees)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="revenue-by-time">
            <h2 id="revenue-by-time">{t('revenue.chart.byTime')}</h2>
            <label>
              {t('revenue.chart.unit')}{' '}
              <select value={unit} onChange={(e) => setUnit(e.target.value as 'day' | 'month')}>
                <option value="day">{t('revenue.chart.byDay')}</option>
                <option value="month">{t('revenue.chart.byMonth')}</option>
              </select>
            </label>
            <Suspense fallback={<Loading label={t('revenue.chart.loading')} />}>
              <RevenueChart
                name={t('revenue.chart.byTime')}
                points={unit === 'day' ? report.byDay : report.byMonth}
                onSelect={select}
                testId="revenue-chart-time"
              />
            </Suspense>
          </section>
          <section aria-labelledby="revenue-by-product">
            <h2 id="revenue-by-product">{t('revenue.chart.byProduct')}</h2>
            <Suspense fallback={<Loading label={t('revenue.chart.loading')} />}>
              <RevenueChart
                name={t('revenue.chart.byProduct')}
                points={report.byProduct}
                horizontal
                onSelect={select}
                testId="revenue-chart-product"
              />
            </Suspense>
          </section>
          <section aria-labelledby="revenue-rows">
            <h2 id="revenue-rows" ref={rowsHeading} tabIndex={-1}>
              {t('revenue.rows.heading')}
            </h2>
            <p>
              <a
                className="sd-btn sd-btn--secondary sd-btn--md"
                href={revenueApi.csvUrl(scope, period, teacher)}
                download
                data-testid="revenue-csv"
              >
                {t('revenue.rows.csv')}
              </a>
            </p>
            {selection ? (
              <p role="status">
                {t('revenue.chart.filtered', { label: selection.label, count: rows.length })}{' '}
                <button type="button" className="cm-revenue__link" onClick={() => setSelection(null)}>
                  {t('revenue.chart.showAll')}
                </button>
              </p>
            ) : null}
            {rows.length === 0 ? (
              <p data-testid="revenue-rows-empty">{t('revenue.rows.empty')}</p>
            ) : (
              <RowsTable rows={rows} scope={scope} onOrder={(r) => void openOrder(r)} />
            )}
          </section>
          {order ? (
            <section aria-labelledby="revenue-order" data-testid="revenue-order">
              <h2 id="revenue-order" ref={orderHeading} tabIndex={-1}>
                {t('revenue.order.heading', { orderId: order.orderId })}
              </h2>
              <OrderLines lines={order.lines} />
              <Button color="secondary" onClick={() => setOrder(null)}>
                {t('revenue.order.close')}
              </Button>
            </section>
          ) : null}
          {scope === 'admin' ? <RevenueSettingsForm settings={report.settings} /> : null}
          <Statements
            scope={scope}
            statements={report.statements}
            onSettled={(s) =>
              setReport((r) =>
                r ? { ...r, statements: r.statements.map((x) => (x.id === s.id ? s : x)) } : r,
              )
            }
          />
        </>
      )}
    </div>
  );
}

function PeriodPicker({ period, onChange }: { period: RevenuePeriod; onChange(p: RevenuePeriod): void }) {
  const { t } = useTranslation('commerce');
  const [from, setFrom] = useState('preset' in period ? '' : period.from);
  const [to, setTo] = useState('preset' in period ? '' : period.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) onChange({ from, to });
  };
  return (
    <form onSubmit={submit}>
      <fieldset className="cm-revenue__period">
        <legend>{t('revenue.period.legend')}</legend>
        <label>
          {t('revenue.period.preset')}
          <select
            data-testid="revenue-preset"
            value={'preset' in period ? period.preset : ''}
            onChange={(e) => e.target.value && onChange({ preset: e.target.value as DatePreset })}
          >
            <option value="">{t('revenue.period.custom')}</option>
            {datePresets.map((p) => (
              <option key={p} value={p}>
                {t(`revenue.presets.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('revenue.period.from')}
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('revenue.period.to')}
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <Button type="submit" disabled={!from || !to}>
          {t('revenue.period.apply')}
        </Button>
      </fieldset>
    </form>
  );
}

function RowsTable({
  rows,
  scope,
  onOrder,
}: {
  rows: RevenueRow[];
  scope: RevenueScope;
  onOrder(row: RevenueRow): void;
}) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  return (
    <div className="sd-table-scroll">
      <table className="sd-table" data-testid="revenue-rows">
        <thead>
          <tr>
            <th scope="col">{t('revenue.rows.paidAt')}</th>
            <th scope="col">{t('revenue.rows.order')}</th>
            <th scope="col">{t('revenue.rows.product')}</th>
            {scope === 'admin' ? <th scope="col">{t('revenue.rows.teacher')}</th> : null}
            <th scope="col">{t('revenue.rows.price')}</th>
            <th scope="col">{t('revenue.rows.discount')}</th>
            <th scope="col">{t('revenue.rows.couponDiscount')}</th>
            <th scope="col">{t('revenue.rows.paymentAmount')}</th>
            <th scope="col">{t('revenue.rows.fee')}</th>
            <th scope="col">{t('revenue.rows.method')}</th>
            <th scope="col">{t('revenue.rows.refunded')}</th>
            <th scope="col">{t('revenue.rows.settled')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.ledgerId} data-testid="revenue-row">
              <td>{kstDateTime(r.paidAt)}</td>
              <td>
                <button type="button" className="cm-revenue__link" onClick={() => onOrder(r)}>
                  {r.orderId}
                </button>
              </td>
              <td>{r.title}</td>
              {scope === 'admin' ? <td>{r.recipientName ?? '-'}</td> : null}
              <td className="cm-revenue__num">{won(r.price)}</td>
              <td className="cm-revenue__num">{won(r.discount)}</td>
              <td className="cm-revenue__num">{won(r.couponDiscount)}</td>
              <td className="cm-revenue__num">{won(r.paymentAmount)}</td>
              <td className="cm-revenue__num">{won(r.fee)}</td>
              <td>{t(`revenue.method.${r.method ?? 'none'}`)}</td>
              <td className="cm-revenue__num">{won(r.refunded)}</td>
              <td>{r.settled ? t('revenue.settled.yes') : t('revenue.settled.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderLines({ lines }: { lines: LedgerLineView[] }) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  return (
    <div className="sd-table-scroll">
      <table className="sd-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('revenue.order.entry')}</th>
            <th scope="col">{t('revenue.rows.paidAt')}</th>
            <th scope="col">{t('revenue.order.amount')}</th>
            <th scope="col">{t('revenue.order.fee')}</th>
            <th scope="col">{t('revenue.order.commission')}</th>
            <th scope="col">{t('revenue.order.net')}</th>
            <th scope="col">{t('revenue.order.statement')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td>{l.id}</td>
              <td>{t(`revenue.order.${l.entryType}`)}</td>
              <td>{kstDateTime(l.createdAt)}</td>
              <td className="cm-revenue__num">{won(l.amount)}</td>
              <td className="cm-revenue__num">{won(l.fee)}</td>
              <td className="cm-revenue__num">{won(l.commission)}</td>
              <td className="cm-revenue__num">{won(l.net)}</td>
              <td>{l.statementId ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Statements({
  scope,
  statements,
  onSettled,
}: {
  scope: RevenueScope;
  statements: StatementView[];
  onSettled(s: StatementView): void;
}) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  return (
    <section aria-labelledby="revenue-statements">
      <h2 id="revenue-statements">{t('revenue.statements.heading')}</h2>
      {statements.length === 0 ? (
        <p>{t('revenue.statements.empty')}</p>
      ) : (
        <div className="sd-table-scroll">
          <table className="sd-table" data-testid="revenue-statements">
            <thead>
              <tr>
                <th scope="col">{t('revenue.statements.period')}</th>
                {scope === 'admin' ? <th scope="col">{t('revenue.statements.teacher')}</th> : null}
                <th scope="col">{t('revenue.statements.revenue')}</th>
                <th scope="col">{t('revenue.statements.refunds')}</th>
                <th scope="col">{t('revenue.statements.fees')}</th>
                <th scope="col">{t('revenue.statements.commission')}</th>
                <th scope="col">{t('revenue.statements.carriedIn')}</th>
                <th scope="col">{t('revenue.statements.settlement')}</th>
                <th scope="col">{t('revenue.statements.status')}</th>
                <th scope="col">{t('revenue.statements.settledOn')}</th>
                <th scope="col">{t('revenue.statements.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.map((s) => (
                <tr key={s.id} data-testid="revenue-statement">
                  <td>{s.period}</td>
                  {scope === 'admin' ? <td>{s.recipientName ?? '-'}</td> : null}
                  <td className="cm-revenue__num">{won(s.revenue)}</td>
                  <td className="cm-revenue__num">{won(s.refunds)}</td>
                  <td className="cm-revenue__num">{won(s.fees)}</td>
                  <td className="cm-revenue__num">{won(s.commission)}</td>
                  <td className="cm-revenue__num">{won(s.carriedIn)}</td>
                  <td className="cm-revenue__num">{won(s.settlementAmount)}</td>
                  <td>{s.status === 'settled' ? t('revenue.settled.yes') : t('revenue.settled.no')}</td>
                  <td>{s.settledOn ?? '-'}</td>
                  <td>
                    {s.status === 'settled' || scope !== 'admin' ? (
                      (s.transferReference ?? '-')
                    ) : (
                      <SettleForm statement={s} onSettled={onSettled} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SettleForm({
  statement,
  onSettled,
}: {
  statement: StatementView;
  onSettled(s: StatementView): void;
}) {
  const { t } = useTranslation('commerce');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const names = { period: statement.period, teacher: statement.recipientName ?? '' };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reference.trim()) return;
    setBusy(true);
    try {
      const settled = await revenueApi.settle(statement.id, reference.trim());
      onSettled(settled);
      showToast(t('revenue.statements.done', names), { type: 'success' });
    } catch (err) {
      showToast(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <input
        aria-label={t('revenue.statements.referenceLabel', names)}
        value={reference}
        maxLength={100}
        onChange={(e) => setReference(e.target.value)}
      />{' '}
      <Button type="submit" size="sm" disabled={busy || !reference.trim()}>
        {busy ? t('revenue.statements.settling') : t('revenue.statements.settle')}
        <span className="sd-visually-hidden"> ({t('revenue.statements.settleNamed', names)})</span>
      </Button>
    </form>
  );
}
