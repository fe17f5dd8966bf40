import { useTranslation } from 'react-i18next';
import type { ExamReport } from './report-api.ts';
import { formatDuration } from './clock.ts';

/** The metrics of §3 "Exam report metrics", the examinee's own, with the exam's attendance beside them. */
export function MetricsPanel({
  metrics,
  exam,
}: {
  metrics: ExamReport['metrics'];
  exam: ExamReport['exam'];
}) {
  const { t } = useTranslation('assessment');
  const items: [string, string, boolean][] = [
    ['attendanceRate', `${Math.round(metrics.attendanceRate * 100)}%`, false],
    ['takenTime', metrics.takenTime === null ? '-' : formatDuration(metrics.takenTime), false],
    ['averageScore', String(Math.round(metrics.averageScore * 100) / 100), false],
    ['takenScore', String(metrics.takenScore), false],
    ['totalScore', String(metrics.totalScore), false],
    ['ipUsageCount', String(metrics.ipUsageCount), metrics.ipUsageCount > 1],
    ['quizInOutEvents', String(metrics.quizInOutEvents), false],
    ['pasteSuspicion', String(metrics.pasteSuspicion), metrics.pasteSuspicion > 0],
    ['webcamMultiplePeople', String(metrics.webcamMultiplePeople), metrics.webcamMultiplePeople > 0],
    ['totalTestTime', formatDuration(metrics.totalTestTime), false],
  ];
  return (
    <>
      <dl className="as-report__metrics" data-testid="report-metrics">
        {items.map(([key, value, alert]) => (
          <div key={key} className={alert ? 'is-alert' : undefined}>
            <dt>{t(`report.metrics.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="as-hint" data-testid="report-exam-attendance">
        {t('report.examAttendance', { attended: exam.attendedCount, count: exam.examineeCount })}
      </p>
    </>
  );
}
