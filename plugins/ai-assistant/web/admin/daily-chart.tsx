import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AiReportDay } from '../../common/views.ts';

/** Calls and failures per day (recharts, loaded with the report only); the same numbers are a table beside it. */
export default function DailyChart({
  days,
  labels,
}: {
  days: AiReportDay[];
  labels: { calls: string; failures: string };
}) {
  return (
    <div className="ai-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--sd-border)" />
          <XAxis dataKey="day" stroke="var(--sd-muted)" fontSize={12} />
          <YAxis allowDecimals={false} stroke="var(--sd-muted)" fontSize={12} />
          <Tooltip />
          <Legend />
          <Bar dataKey="calls" name={labels.calls} fill="var(--sd-primary)" />
          <Bar dataKey="failures" name={labels.failures} fill="var(--sd-danger)" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
