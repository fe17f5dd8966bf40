import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { datePresets, dayIso, kstDay, presetRange, type DatePreset } from '@seodang/sdk/common';
import { DataTable, Loading, QueryList, useFormat } from '@seodang/sdk/web';
import type { AiReportDay, AiReportRow } from '../../common/views.ts';
import type { AiApi } from '../api.ts';
import { CallRegister } from './call-register.tsx';
import { StuckTable } from './stuck-table.tsx';

const DailyChart = lazy(() => import('./daily-chart.tsx'));

/** The Korean days (`YYYY-MM-DD`, both included) one of §9's presets covers, ending today. */
function periodOf(preset: DatePreset, now: Date): { from: string; to: string } {
  const range = presetRange(preset, kstDay(now));
  return { from: dayIso(range.from), to: dayIso(range.to) };
}

/**
 * The report: per lecture and action, a chart per day with its table, CSV, §9's date presets, and the
 * register. With `lecture`: that lecture only (a teacher's view in Manage Lecture).
 */
export function UsageReport({ ai, lecture }: { ai: AiApi; lecture?: number }) {
  const { t } = useTranslation('ai-assistant');
  const { formatNumber } = useFormat();
  const [preset, setPreset] = useState<DatePreset>('weekAgo');
  const period = periodOf(preset, new Date());
  const query = useQuery({
    queryKey: ['ai-assistant', 'report', period.from, period.to, lecture],
    queryFn: () => ai.report(period.from, period.to, lecture),
  });
  return (
    <div className="ai-report" data-testid="ai-report">
      <h3>{t('report.title')}</h3>
      <div className="ai-report__bar">
        <label>
          {t('report.period')}{' '}
          <select
            value={preset}
            data-testid="ai-report-preset"
            onChange={(e) => setPreset(e.target.value as DatePreset)}
          >
            {datePresets.map((p) => (
              <option key={p} value={p}>
                {t(`report.presets.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <a
          className="sd-btn sd-btn--sm sd-btn--secondary sd-btn--outline"
          href={ai.url('report', { ...period, lecture, format: 'csv' })}
          download
          data-testid="ai-report-csv"
        >
          {t('report.csv')}
        </a>
      </div>
      <QueryList query={query} rows={(d) => d.rows} empty={t('report.empty')}>
        {(rows, data) => (
          <>
            <DataTable<AiReportRow>
              caption={t('report.byLecture')}
              rows={rows}
              rowKey={(r) => `${r.lectureIndex}-${r.action}`}
              scrollClassName="sd-table-scroll"
              testId="ai-report-table"
              columns={[
                {
                  key: 'lecture',
                  header: t('report.lecture'),
                  cell: (r) => r.lectureTitle || t('report.noLecture'),
                },
                { key: 'action', header: t('report.action'), cell: (r) => t(`action.${r.action}`) },
                { key: 'calls', header: t('report.calls'), cell: (r) => formatNumber(r.calls) },
                { key: 'learners', header: t('report.learners'), cell: (r) => formatNumber(r.learners) },
                { key: 'tokens', header: t('report.tokens'), cell: (r) => formatNumber(r.tokens) },
                { key: 'failures', header: t('report.failures'), cell: (r) => formatNumber(r.failures) },
                {
                  key: 'helpful',
                  header: t('report.helpful'),
                  cell: (r) => (r.helpfulPercent === null ? '–' : `${formatNumber(r.helpfulPercent)}%`),
                },
                {
                  key: 'reasons',
                  header: t('report.reasons'),
                  cell: (r) =>
                    Object.entries(r.reasons)
                      .map(([k, n]) => `${t(`review.reasons.${k}`)} ${n}`)
                      .join(', ') || '–',
                },
              ]}
            />
            <h4>{t('report.daily')}</h4>
            <Suspense fallback={<Loading size="sm" />}>
              <DailyChart
                days={data.days}
                labels={{ calls: t('report.calls'), failures: t('report.failures') }}
              />
            </Suspense>
            <DataTable<AiReportDay>
              caption={t('report.dailyTable')}
              rows={data.days}
              rowKey={(d) => d.day}
              scrollClassName="sd-table-scroll"
              testId="ai-report-days"
              columns={[
                { key: 'day', header: t('report.day'), cell: (d) => d.day },
                { key: 'calls', header: t('report.calls'), cell: (d) => formatNumber(d.calls) },
                { key: 'tokens', header: t('report.tokens'), cell: (d) => formatNumber(d.tokens) },
                { key: 'failures', header: t('report.failures'), cell: (d) => formatNumber(d.failures) },
              ]}
            />
            <h4>{t('report.stuck')}</h4>
            <StuckTable rows={data.stuck} showLecture={lecture === undefined} />
          </>
        )}
      </QueryList>
      <CallRegister ai={ai} period={period} lecture={lecture} />
    </div>
  );
}
