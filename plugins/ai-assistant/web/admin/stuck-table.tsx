import { useTranslation } from 'react-i18next';
import { DataTable, useFormat } from '@seodang/sdk/web';
import type { AiStuckRow } from '../../common/views.ts';

/** Where learners get stuck: fix requests per lesson and verdict, most learners first. */
export function StuckTable({ rows, showLecture }: { rows: AiStuckRow[]; showLecture: boolean }) {
  const { t } = useTranslation('ai-assistant');
  const { formatNumber } = useFormat();
  if (!rows.length) return <p data-testid="ai-report-stuck-empty">{t('report.stuckEmpty')}</p>;
  return (
    <DataTable<AiStuckRow>
      caption={t('report.stuck')}
      rows={rows}
      rowKey={(r) => `${r.lectureIndex}-${r.lessonIndex}-${r.verdict}`}
      scrollClassName="sd-table-scroll"
      testId="ai-report-stuck"
      columns={[
        ...(showLecture
          ? [{ key: 'lecture', header: t('report.lecture'), cell: (r: AiStuckRow) => r.lectureTitle }]
          : []),
        { key: 'lesson', header: t('report.lesson'), cell: (r) => r.lessonTitle || `#${r.lessonIndex}` },
        {
          key: 'verdict',
          header: t('report.verdict'),
          cell: (r) => t(`report.verdicts.${r.verdict}`, { defaultValue: r.verdict }),
        },
        { key: 'learners', header: t('report.learners'), cell: (r) => formatNumber(r.learners) },
        { key: 'calls', header: t('report.calls'), cell: (r) => formatNumber(r.calls) },
        { key: 'tokens', header: t('report.tokens'), cell: (r) => formatNumber(r.tokens) },
        {
          key: 'helpful',
          header: t('report.helpful'),
          cell: (r) => (r.helpfulPercent === null ? '–' : `${formatNumber(r.helpfulPercent)}%`),
        },
      ]}
    />
  );
}
