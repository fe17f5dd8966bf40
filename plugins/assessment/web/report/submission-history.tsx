import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, Loading } from '@seodang/sdk/web';
import {
  reportApi,
  type ReportSubmission,
  type ReportSubmissionPage,
  type ReportSubmissions,
} from './report-api.ts';
import { clockTime } from './clock.ts';
import { OutcomeBadge, TestVerdict } from './verdict-badge.tsx';

/** The report's first page stays fresh this long before the list asks the server again. */
const firstPageFreshMs = 30_000;

/** A submission's exam points, or that it is still being graded. */
export function useSubmissionScore() {
  const { t } = useTranslation('assessment');
  return (s: Pick<ReportSubmission, 'examScore'>, maxScore: number) =>
    s.examScore === null
      ? t('report.submissions.grading')
      : t('report.submissions.points', { score: s.examScore, maxScore });
}

/**
 * The examinee's submissions, oldest first, a page at a time (the report's first page, then more on
 * request), over all quizzes or one: time, result, exam points and test verdicts. Choosing one opens
 * its review, which fetches the answer.
 */
export function SubmissionHistory({
  examIndex,
  userId,
  summary,
  selected,
  onSelect,
}: {
  examIndex: number;
  userId: number;
  summary: ReportSubmissions;
  selected: number | null;
  onSelect: (submissionIndex: number) => void;
}) {
  const { t, i18n } = useTranslation('assessment');
  const score = useSubmissionScore();
  const [quizId, setQuizId] = useState('');
  const [loadedAt] = useState(() => Date.now());
  const quizOf = (id: string) => summary.quizzes.find((q) => q.quizId === id);
  const total = quizId ? (quizOf(quizId)?.count ?? 0) : summary.quizzes.reduce((n, q) => n + q.count, 0);
  const pages = useInfiniteQuery({
    queryKey: ['assessment', 'report-submissions', examIndex, userId, quizId],
    queryFn: ({ pageParam }) =>
      reportApi.submissions(examIndex, userId, {
        quizId: quizId || undefined,
        after: pageParam ?? undefined,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ReportSubmissionPage) => last.next,
    // Every quiz together starts from the report's own first page.
    initialData: quizId ? undefined : { pages: [summary.page], pageParams: [null] },
    initialDataUpdatedAt: loadedAt,
    staleTime: firstPageFreshMs,
  });
  if (!summary.quizzes.some((q) => q.count))
    return (
      <div data-testid="submission-history">
        <EmptyState>
          <span data-testid="no-submission">{t('report.submissions.empty')}</span>
        </EmptyState>
      </div>
    );
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div data-testid="submission-history">
      <label className="as-submissions__filter">
        <span>{t('report.submissions.quizFilter')}</span>{' '}
        <select
          value={quizId}
          data-testid="submission-quiz-filter"
          onChange={(e) => setQuizId(e.target.value)}
        >
          <option value="">
            {t('report.submissions.allQuizzes', { count: summary.quizzes.reduce((n, q) => n + q.count, 0) })}
          </option>
          {summary.quizzes.map((q) => (
            <option key={q.quizId} value={q.quizId}>
              {t('report.submissions.quizOption', { title: q.title, count: q.count })}
            </option>
          ))}
        </select>
      </label>
      {pages.isPending ? (
        <Loading />
      ) : pages.isError && !list.length ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : !list.length ? (
        <p className="as-hint" data-testid="no-submission">
          {t('report.submissions.empty')}
        </p>
      ) : (
        <>
          <table className="as-submissions__table">
            <thead>
              <tr>
                <th scope="col">{t('report.submissions.quiz')}</th>
                <th scope="col">{t('report.submissions.number')}</th>
                <th scope="col">{t('report.submissions.time')}</th>
                <th scope="col">{t('report.submissions.outcome')}</th>
                <th scope="col">{t('report.submissions.score')}</th>
                <th scope="col">{t('report.submissions.tests')}</th>
                <th scope="col">
                  <span className="sd-visually-hidden">{t('report.submissions.review')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr
                  key={s.index}
                  data-testid="submission-row"
                  data-submission={s.index}
                  aria-current={selected === s.index ? 'true' : undefined}
                >
                  <td>{quizOf(s.quizId)?.title ?? s.quizId}</td>
                  <td>{s.number}</td>
                  <td>
                    <time dateTime={s.createdAt}>{clockTime(s.createdAt, i18n.language)}</time>
                  </td>
                  <td>
                    <OutcomeBadge outcome={s.outcome} />
                  </td>
                  <td>{score(s, quizOf(s.quizId)?.maxScore ?? 0)}</td>
                  <td>
                    {s.tests.length ? (
                      <div className="as-submissions__tests">
                        {s.tests.map((x, i) => (
                          <TestVerdict key={i} name={x.name} verdict={x.verdict} />
                        ))}
                      </div>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      outline
                      data-testid="submission-review-open"
                      aria-pressed={selected === s.index}
                      onClick={() => onSelect(s.index)}
                    >
                      {t('report.submissions.review')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="as-submissions__more">
            <span className="as-hint" data-testid="submission-count">
              {t('report.submissions.shown', { shown: list.length, total })}
            </span>
            {pages.isFetchNextPageError ? (
              <ErrorState error={pages.error} onRetry={() => void pages.fetchNextPage()} />
            ) : pages.hasNextPage ? (
              <Button
                size="sm"
                outline
                loading={pages.isFetchingNextPage}
                data-testid="submission-more"
                onClick={() => void pages.fetchNextPage()}
              >
                {t('report.submissions.more')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
