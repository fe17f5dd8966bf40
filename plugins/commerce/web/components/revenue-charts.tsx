// The revenue screens' charts (recharts). Loaded only by those screens, lazily: the rest of the
// site never downloads recharts. Each chart sits beside a table of the same figures (the chart
// itself is hidden from assistive technology); a bar and a table row both lead to their orders.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenuePoint } from '../../common/revenue.ts';
import { useWon } from './price.tsx';

export interface RevenueChartProps {
  /** The chart's name (its heading), also the table's caption. */
  name: string;
  points: RevenuePoint[];
  /** Horizontal bars (products), else vertical (days, months). */
  horizontal?: boolean;
  onSelect(point: RevenuePoint): void;
  testId: string;
}

/** One chart and its data table. */
export function RevenueChart({ name, points, horizontal, onSelect, testId }: RevenueChartProps) {
  const { t } = useTranslation('commerce');
  const won = useWon();
  const height = horizontal ? Math.max(160, points.length * 36 + 40) : 260;
  return (
    <div className="cm-revenue__chart" data-testid={testId}>
      <div className="cm-revenue__plot" aria-hidden="true" data-testid={`${testId}-plot`}>
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={points}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            {horizontal ? (
              <>
                <XAxis type="number" tickFormatter={(v: number) => won(v)} />
                <YAxis type="category" dataKey="label" width={140} />
              </>
            ) : (
              <>
                <XAxis dataKey="label" />
                <YAxis tickFormatter={(v: number) => won(v)} width={90} />
              </>
            )}
            <Tooltip formatter={(v) => won(Number(v))} />
            <Bar
              dataKey="revenue"
              name={t('revenue.chart.revenue')}
              fill="#3b6fd8"
              cursor="pointer"
              isAnimationActive={false}
              onClick={(entry: { payload?: RevenuePoint }) => {
                if (entry.payload) onSelect(entry.payload);
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sd-table cm-revenue__table" data-testid={`${testId}-table`}>
        <caption>{t('revenue.chart.table', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('revenue.chart.key')}</th>
            <th scope="col">{t('revenue.chart.revenue')}</th>
            <th scope="col">{t('revenue.chart.refunds')}</th>
            <th scope="col">{t('revenue.chart.net')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.key}>
              <th scope="row">
                <button type="button" className="cm-revenue__link" onClick={() => onSelect(p)}>
                  {p.label}
                  <span className="sd-visually-hidden">
                    {' '}
                    ({t('revenue.chart.showRows', { label: p.label })})
                  </span>
                </button>
              </th>
              <td>{won(p.revenue)}</td>
              <td>{won(p.refunds)}</td>
              <td>{won(p.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default RevenueChart;
