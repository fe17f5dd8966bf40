import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, Slot } from '@seodang/sdk/web';
import { examineeReportSectionsSlot } from '../../common/report-slots.ts';
import { assessmentApi } from '../api.ts';
import { reportApi, reportPath, type TimelineEntry } from './report-api.ts';
import { timelineStart, type ReportFocus } from './clock.ts';
import { MetricsPanel } from './metrics-panel.tsx';
import { IncidentTimeline } from './incident-timeline.tsx';
import { RecordingPlayer } from './recording-player.tsx';
import { WritingReplay } from './writing-replay.tsx';
import { SubmissionHistory } from './submission-history.tsx';
import { SubmissionReview } from './submission-review.tsx';
import { ExamineeLevelBadge } from '../components/examinee-level-badge.tsx';
import { ReportMemos } from './memo-list.tsx';
import '../assessment.css';
import './report.css';

/** Recordings still being made or converted are looked at again this often. */
const recordingsRefreshMs = 5000;

/**
 * …/exam/{examIndex}/report/{userId}: one examinee's report for the exam's supervisors — metrics,
 * recorded video, writing replay, the submissions (a page at a time; an answer when opened) and the incident timeline, all on one clock.
 */
export function ReportScreen() {
  const { t } = useTranslation('assessment');
  const navigate = useNavigate();
  const params = useParams();
  const examIndex = Number(params.examIndex);
  const userId = Number(params.userId ?? 0);
  const [focus, setFocus] = useState<ReportFocus | null>(null);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const reviewRef = useRef<HTMLElement>(null);
  const exam = useQuery({
    queryKey: ['assessment', 'exam', examIndex],
    queryFn: () => assessmentApi.exam(examIndex),
  });
  const examinees = useQuery({
    queryKey: ['assessment', 'report-examinees', examIndex],
    queryFn: () => reportApi.examinees(examIndex),
  });
  const report = useQuery({
    queryKey: ['assessment', 'report', examIndex, userId],
    queryFn: () => reportApi.report(examIndex, userId),
    enabled: userId > 0,
  });
  const recordings = useQuery({
    queryKey: ['assessment', 'recordings', examIndex, userId],
    queryFn: () => reportApi.recordings(examIndex, userId),
    enabled: userId > 0,
    refetchInterval: (q) =>
      q.state.data?.some((r) => ['recording', 'pending', 'converting'].includes(r.state))
        ? recordingsRefreshMs
        : false,
  });

  // …/report without an examinee opens the first one.
  const first = examinees.data?.[0]?.id;
  useEffect(() => {
    if (!userId && first)
      void navigate(reportPath(params.lectureSeq ?? '', params.lectureSlug ?? '', examIndex, first), {
        replace: true,
      });
  }, [userId, first, navigate, params.lectureSeq, params.lectureSlug, examIndex]);

  const quizTitle = (quizId: string) =>
    exam.data?.examData.quizzes.find((q) => q.quizId === quizId)?.title ?? quizId;
  // A submission opens its review; the list scrolls into view so the answer is seen at once.
  const review = (submissionIndex: number) => {
    setReviewing(submissionIndex);
    reviewRef.current?.scrollIntoView({ block: 'start' });
  };
  const select = (e: TimelineEntry) => {
    setFocus((f) => ({ at: Date.parse(e.at), quizId: e.quizId ?? null, seq: (f?.seq ?? 0) + 1 }));
    if (e.kind === 'submission' && typeof e.data?.submissionIndex === 'number')
      review(e.data.submissionIndex);
  };

  if (!userId) {
    if (examinees.isError)
      return (
        <div className="sd-container">
          <ErrorState error={examinees.error} onRetry={() => void examinees.refetch()} />
        </div>
      );
    return (
      <div className="sd-container">
        {examinees.data && !examinees.data.length ? (
          <EmptyState>{t('report.noExaminees')}</EmptyState>
        ) : (
          <Loading />
        )}
      </div>
    );
  }
  if (report.isPending)
    return (
      <div className="sd-container">
        <Loading />
      </div>
    );
  if (report.isError)
    return (
      <div className="sd-container">
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      </div>
    );
  const data = report.data;
  const submissionQuiz = (quizId: string) => data?.submissions.quizzes.find((q) => q.quizId === quizId);
  return (
    <div className="sd-container as-report" data-testid="exam-report">
      <div className="as-toolbar">
        <h1>
          {t('report.title')}
          {exam.data ? ` · ${exam.data.examData.title}` : ''}
        </h1>
        {examinees.data?.length ? (
          <label>
            <span className="as-hint">{t('report.examinee')}</span>{' '}
            <select
              className="sd-input sd-input--sm"
              value={userId}
              data-testid="report-examinee"
              onChange={(e) => {
                setFocus(null);
                setReviewing(null);
                void navigate(
                  reportPath(
                    params.lectureSeq ?? '',
                    params.lectureSlug ?? '',
                    examIndex,
                    Number(e.target.value),
                  ),
                );
              }}
            >
              {examinees.data.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name} ({u.email})
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {!data ? (
        <EmptyState>{t('report.notExaminee')}</EmptyState>
      ) : (
        <>
          <p className="as-report__who">
            <strong>{data.user.name}</strong> <span className="as-hint">{data.user.email}</span>
            <ExamineeLevelBadge examIndex={examIndex} userId={userId} />
          </p>
          <MetricsPanel metrics={data.metrics} exam={data.exam} />
          <div className="as-report__main">
            <section className="sd-card as-report__section" aria-labelledby="report-video">
              <h2 id="report-video">{t('report.video.title')}</h2>
              {recordings.isPending ? (
                <Loading />
              ) : recordings.isError ? (
                <ErrorState error={recordings.error} onRetry={() => void recordings.refetch()} />
              ) : (
                <RecordingPlayer recordings={recordings.data} focus={focus} />
              )}
              <h2>{t('report.replay.title')}</h2>
              <WritingReplay history={data.writingHistory} focus={focus} quizTitle={quizTitle} />
              <h2>{t('report.memo')}</h2>
              <ReportMemos memos={data.memos} />
            </section>
            <section className="sd-card as-report__section" aria-labelledby="report-timeline">
              <h2 id="report-timeline">{t('report.timeline.title')}</h2>
              <p className="as-hint">{t('report.timeline.hint')}</p>
              <IncidentTimeline
                entries={data.timeline}
                selectedAt={focus?.at ?? null}
                onSelect={select}
                quizTitle={quizTitle}
              />
              <Slot
                name={examineeReportSectionsSlot}
                props={{ examIndex, userId, startedAt: timelineStart(data.timeline) }}
              />
            </section>
          </div>
          <section
            ref={reviewRef}
            className="sd-card as-report__submissions"
            aria-labelledby="report-submissions"
          >
            <h2 id="report-submissions">{t('report.submissions.title')}</h2>
            <div className="as-report__submissions-body">
              <SubmissionHistory
                key={userId}
                examIndex={examIndex}
                userId={userId}
                summary={data.submissions}
                selected={reviewing}
                onSelect={review}
              />
              {reviewing !== null ? (
                <SubmissionReview
                  key={reviewing}
                  examIndex={examIndex}
                  userId={userId}
                  submissionIndex={reviewing}
                  quizOf={submissionQuiz}
                  onClose={() => setReviewing(null)}
                />
              ) : data.submissions.quizzes.some((q) => q.count) ? (
                <p className="as-hint">{t('report.submissions.noneSelected')}</p>
              ) : null}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

export default ReportScreen;
