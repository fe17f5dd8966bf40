import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useAuth, useRealtimeTopic, useFormat } from '@seodang/sdk/web';
import { myLevelTests, type MyLevelTest, type Reverification } from './level-api.ts';
import { LevelName, LevelStateBadge, LevelVerificationBadge, ReverificationNote } from './level-badges.tsx';
import { examPath } from '../paths.ts';

/** A teacher asked me to verify again: why, and the newer level test to take it in. */
function ReverificationRequest({
  reverification: r,
  date,
}: {
  reverification: Reverification;
  date: (d: string) => string;
}) {
  const { t } = useTranslation('assessment');
  return (
    <span className="lv-reverification">
      <ReverificationNote reverification={r} />
      {r.retake ? (
        <Link
          to={examPath(r.retake.lectureSeq, r.retake.lectureSlug, r.retake.examIndex)}
          data-testid="take-reverification"
        >
          {t('reverification.take', { title: r.retake.title, start: date(r.retake.startAt) })}
        </Link>
      ) : (
        t('reverification.retakeGone')
      )}
    </span>
  );
}

function LevelTestItem({ test }: { test: MyLevelTest }) {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const date = (d: string) => formatDateTime(d);
  const v = test.verification;
  return (
    <li data-testid="level-test" data-exam={test.examIndex}>
      <LevelName level={test.level} />
      <Link to={`/assessment/${test.lectureSeq}/${test.lectureSlug}`}>{test.assessmentTitle}</Link> ·{' '}
      {test.title}
      <LevelStateBadge state={test.state} />
      {v ? (
        <LevelVerificationBadge code={v.code} />
      ) : (
        <span className="as-badge as-badge--off">{t('levels.supervising')}</span>
      )}
      <span className="lv-meta">
        {date(test.startAt)} – {date(test.endAt)} ·{' '}
        {t('levels.passScore', { pass: test.passScore, total: test.totalScore })}
        {v?.validUntil
          ? ` · ${t(v.name === 'NEED_REVERIFICATION' ? 'levels.expiredOn' : 'levels.validUntil', { date: date(v.validUntil) })}`
          : ''}
      </span>
      {v?.reverification ? <ReverificationRequest reverification={v.reverification} date={date} /> : null}
    </li>
  );
}

/** The "Level tests" section of /assessment/my: each level test with its state and my verification. */
export function LevelTestsSection() {
  const { t } = useTranslation('assessment');
  const q = useQuery({ queryKey: ['assessment', 'level-tests'], queryFn: myLevelTests });
  // A teacher's reverification request arrives on my own topic.
  const me = useAuth().userData?.id;
  useRealtimeTopic(me ? `user:${me}` : null, (event) => {
    if (event === 'assessment.level-reverification') void q.refetch();
  });
  return (
    <section aria-labelledby="level-tests-title" data-testid="level-tests">
      <h2 id="level-tests-title">{t('levels.title')}</h2>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState>{t('levels.empty')}</EmptyState>
      ) : (
        <ul className="sd-card as-list">
          {q.data.map((test) => (
            <LevelTestItem key={`${test.examIndex}-${test.role}`} test={test} />
          ))}
        </ul>
      )}
    </section>
  );
}
