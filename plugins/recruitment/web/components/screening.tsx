import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '@seodang/sdk/web';
import type { ApplicantScreening, ReviewedScreening, ScreeningInfo } from '../../common/index.ts';
import { recruitmentApi } from '../api.ts';

/**
 * The posting form's screening assessment: none, or one of the exams the author may attach (their
 * own that have not ended, every one for an admin). An exam the posting already has stays offered
 * after it ended.
 */
export function ScreeningExamField({
  value,
  current,
  onChange,
}: {
  value: string;
  current: ScreeningInfo | null;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useTranslation('recruitment-screens');
  const id = useId();
  const exams = useQuery({
    queryKey: ['recruitment', 'screening-exams'],
    queryFn: recruitmentApi.screeningExams,
  });
  const offered = [...(exams.data ?? [])];
  if (current && !offered.some((e) => e.examIndex === current.examIndex)) offered.unshift(current);
  return (
    <div className="sd-field">
      <label className="sd-field__label" htmlFor={id}>
        {t('screening.field')}
      </label>
      <select
        id={id}
        className="sd-input"
        value={value}
        onChange={onChange}
        aria-describedby={`${id}-help`}
        data-testid="recruitment-screening"
      >
        <option value="">{t('screening.none')}</option>
        {offered.map((e) => (
          <option key={e.examIndex} value={String(e.examIndex)}>
            {e.title} · {e.assessmentTitle}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="sd-field__help">
        {exams.isError ? t('screening.loadFailed') : t('screening.help')}
      </p>
    </div>
  );
}

/** The exam's time as one line. */
function ExamTime({ exam }: { exam: Pick<ScreeningInfo, 'startAt' | 'endAt'> }) {
  const { formatDateTime } = useFormat();
  return (
    <>
      {formatDateTime(exam.startAt)} – {formatDateTime(exam.endAt)}
    </>
  );
}

/** On a posting's page: applicants sit this exam once they submit. */
export function ScreeningNotice({ screening }: { screening: ScreeningInfo }) {
  const { t } = useTranslation('recruitment-screens');
  return (
    <div className="sd-alert sd-alert--info" data-testid="recruitment-screening-notice">
      <strong>{t('screening.noticeTitle', { title: screening.title })}</strong>{' '}
      <span>
        (<ExamTime exam={screening} />)
      </span>
      <p>{t('screening.notice')}</p>
    </div>
  );
}

/** In the applicant's list: the exam, where they stand and the way in while it is open. */
export function ApplicantScreeningLine({ screening }: { screening: ApplicantScreening }) {
  const { t } = useTranslation('recruitment-screens');
  const open = screening.state !== 'finished' && new Date(screening.endAt).getTime() > Date.now();
  return (
    <p className="rc-screening" data-testid="recruitment-my-screening">
      {t('screening.mine', { title: screening.title })} · {t(`screening.state.${screening.state}`)} ·{' '}
      <ExamTime exam={screening} />
      {open ? (
        <>
          {' '}
          <Link to={screening.path}>{t('screening.take')}</Link>
        </>
      ) : null}
    </p>
  );
}

/** In the review list: the applicant's standing and, once finished, the score. */
export function ReviewedScreeningCell({ screening }: { screening: ReviewedScreening | null }) {
  const { t } = useTranslation('recruitment-screens');
  if (!screening) return <>—</>;
  return screening.state === 'finished' ? (
    <>{t('screening.score', { score: screening.totalScore ?? 0, max: screening.maxTotalScore })}</>
  ) : (
    <>{t(`screening.state.${screening.state}`)}</>
  );
}
