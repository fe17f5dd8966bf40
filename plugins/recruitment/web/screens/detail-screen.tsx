import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  FilePicker,
  isApiError,
  Loading,
  showToast,
  TextAreaField,
  TextField,
  useAuth,
  useFormat,
  useMessage,
} from '@seodang/sdk/web';
import {
  applicationInput,
  applicationStatus,
  recruitmentMessages,
  type MyApplication,
  type PostingDetail,
} from '../../common/index.ts';
import { recruitmentApi } from '../api.ts';
import {
  CredentialConsent,
  ExperienceConsent,
  RoadmapsConsent,
  type CredentialChoice,
} from '../components/attachments.tsx';
import { PeriodLabel, StateLabel, StatusLabel } from '../components/labels.tsx';
import { NoExperienceRecord, SubmittedAttachments } from '../components/submitted-attachments.tsx';
import '../components/recruitment.css';
import { ScreeningNotice } from '../components/screening.tsx';

const catalogues = [recruitmentMessages];

/** /recruitment/{sequence}/{urlSlug}: the posting and, for a signed-in member, the application form. */
export default function DetailScreen() {
  const { t } = useTranslation('recruitment-screens');
  const { formatNumber } = useFormat();
  const { isLoggedIn } = useAuth();
  const sequence = Number(useParams().sequence);
  const posting = useQuery({
    queryKey: ['recruitment', 'posting', sequence],
    queryFn: () => recruitmentApi.get(sequence),
    enabled: Number.isInteger(sequence) && sequence > 0,
  });
  if (posting.isPending) return <Loading />;
  if (posting.isError) return <ErrorState error={posting.error} onRetry={() => void posting.refetch()} />;
  const p = posting.data;
  return (
    <div className="sd-container" data-testid="recruitment-detail">
      <h1>{p.title}</h1>
      <p className="sd-muted">
        {t('posting.company', { company: p.company, employment: t(`employment.${p.employmentType}`) })} ·{' '}
        <StateLabel state={p.state} /> · <PeriodLabel period={p.period} />
      </p>
      {p.description ? <p>{p.description}</p> : null}
      {p.screening ? <ScreeningNotice screening={p.screening} /> : null}
      <ul className="sd-list">
        <li>{t('posting.positions', { count: p.positions })}</li>
        {p.location ? <li>{p.location}</li> : null}
        {p.remote ? <li>{t('posting.remote')}</li> : null}
        {p.salaryMin !== null || p.salaryMax !== null ? (
          <li>
            {t('posting.salary', {
              min: p.salaryMin === null ? '' : formatNumber(p.salaryMin),
              max: p.salaryMax === null ? '' : formatNumber(p.salaryMax),
            })}
          </li>
        ) : null}
        {p.skills.length ? <li>{p.skills.join(' · ')}</li> : null}
      </ul>
      {/* Sanitised by the server when it was saved. */}
      <div className="rc-intro" dangerouslySetInnerHTML={{ __html: p.introduction }} />
      {p.contactEmail || p.contactPhone || p.contactLink ? (
        <p>
          {t('posting.contacts')}: {[p.contactEmail, p.contactPhone].filter(Boolean).join(' · ')}{' '}
          {p.contactLink ? (
            <a href={p.contactLink} target="_blank" rel="noopener noreferrer">
              {p.contactLink}
            </a>
          ) : null}
        </p>
      ) : null}
      {p.isManager ? (
        <p className="rc-actions">
          <Link className="sd-btn sd-btn--primary sd-btn--md" to={`/manage/recruitment/${p.sequence}`}>
            {t('titles.managePosting', { ns: 'recruitment' })}
          </Link>
          <span className="sd-muted">{t('apply.own')}</span>
        </p>
      ) : isLoggedIn ? (
        <ApplyForm posting={p} />
      ) : (
        <p className="sd-muted">{t('apply.login')}</p>
      )}
    </div>
  );
}

type Form = { coverMessage: string; mobile: string; portfolioLink: string };

/** The applicant's form: save, attach a résumé, submit while the period proceeds, withdraw. */
function ApplyForm({ posting }: { posting: PostingDetail }) {
  const { t } = useTranslation('recruitment-screens');
  const message = useMessage(catalogues);
  const client = useQueryClient();
  const mine = useQuery({ queryKey: ['recruitment', 'my'], queryFn: recruitmentApi.myApplications });
  const application = mine.data?.find((a) => a.posting.sequence === posting.sequence) ?? null;
  const [form, setForm] = useState<Form>({ coverMessage: '', mobile: '', portfolioLink: '' });
  const [credentials, setCredentials] = useState<CredentialChoice>({ consent: false, certIds: [] });
  const [experience, setExperience] = useState(false);
  const [roadmaps, setRoadmaps] = useState(false);
  const offer = useQuery({
    queryKey: ['recruitment', 'attachable', posting.sequence],
    queryFn: () => recruitmentApi.attachable(posting.sequence),
    enabled: posting.state === 'PUBLISHED',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (application)
      setForm({
        coverMessage: application.coverMessage,
        mobile: application.mobile ?? '',
        portfolioLink: application.portfolioLink ?? '',
      });
    if (application) {
      const { consent, certIds } = application.attachments.credentials;
      setCredentials({ consent, certIds });
      setExperience(application.attachments.experience.consent);
      setRoadmaps(application.attachments.roadmaps.consent);
    }
  }, [application]);
  const parsed = applicationInput.safeParse(form);
  const fieldError = (field: keyof Form) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;

  const run = async (action: () => Promise<MyApplication>, done: string) => {
    setError(null);
    setBusy(true);
    try {
      await action();
      showToast(t(done), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['recruitment', 'my'] });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
      // A certificate revoked meanwhile is refused by name: the list is read again without it.
      if (isApiError(e, 'credential_not_valid')) void offer.refetch();
    } finally {
      setBusy(false);
    }
  };
  // A group is sent only when it is offered (its plugin is there): ids only with its consent.
  const save = () =>
    recruitmentApi.save(posting.sequence, {
      ...form,
      attachments: {
        ...(offer.data?.credentials
          ? {
              credentials: credentials.consent
                ? {
                    consent: true,
                    // Only those still offered (valid now): one revoked since drops out of the choice.
                    certIds: credentials.certIds.filter((id) =>
                      offer.data.credentials?.some((c) => c.certId === id),
                    ),
                  }
                : { consent: false, certIds: [] },
            }
          : {}),
        ...(offer.data?.experience ? { experience: { consent: experience } } : {}),
        ...(offer.data?.roadmaps?.length ? { roadmaps: { consent: roadmaps } } : {}),
      },
    });
  const status = application?.status;
  const editable =
    status === undefined || status === applicationStatus.PENDING || status === applicationStatus.CANCELED;
  const open = posting.state === 'PUBLISHED' && posting.period.proceeding;

  if (mine.isPending) return <Loading />;
  return (
    <section className="sd-card" aria-labelledby="rc-apply" data-testid="recruitment-apply">
      <h2 id="rc-apply">{t('apply.title')}</h2>
      {application ? (
        <p data-testid="recruitment-my-status">
          {t('apply.status')}: <StatusLabel status={application.status} />
        </p>
      ) : null}
      {posting.blind ? <p className="sd-muted">{t('apply.blindNotice')}</p> : null}
      {!open ? <p className="sd-muted">{t('apply.notOpen')}</p> : null}
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {error}
        </div>
      ) : null}
      {editable && posting.state === 'PUBLISHED' ? (
        <form
          className="sd-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (parsed.success) void run(save, 'apply.saved');
          }}
        >
          <TextAreaField
            label={t('apply.coverMessage')}
            rows={6}
            maxLength={2000}
            value={form.coverMessage}
            onChange={(e) => setForm({ ...form, coverMessage: e.target.value })}
            errorText={fieldError('coverMessage') && message(fieldError('coverMessage'))}
            data-testid="recruitment-cover"
          />
          <TextField
            label={t('apply.mobile')}
            inputMode="numeric"
            value={form.mobile}
            onChange={(e) => setForm({ ...form, mobile: e.target.value })}
            errorText={fieldError('mobile') && message(fieldError('mobile'))}
            data-testid="recruitment-mobile"
          />
          <TextField
            label={t('apply.portfolioLink')}
            type="url"
            value={form.portfolioLink}
            onChange={(e) => setForm({ ...form, portfolioLink: e.target.value })}
            errorText={fieldError('portfolioLink') && message(fieldError('portfolioLink'))}
            data-testid="recruitment-portfolio"
          />
          {offer.isPending && offer.fetchStatus !== 'idle' ? <Loading /> : null}
          {offer.isError ? (
            <div className="sd-alert sd-alert--error" role="alert">
              {t('attach.loadError')}{' '}
              <Button size="sm" onClick={() => void offer.refetch()}>
                {t('attach.retry')}
              </Button>
            </div>
          ) : null}
          {offer.data?.credentials ? (
            <CredentialConsent
              offer={offer.data}
              value={credentials}
              onChange={setCredentials}
              disabled={busy}
            />
          ) : null}
          {offer.data ? (
            <ExperienceConsent
              offer={offer.data}
              consent={experience}
              onChange={setExperience}
              disabled={busy}
            />
          ) : null}
          {offer.data?.noExperienceRecord ? <NoExperienceRecord /> : null}
          {offer.data ? (
            <RoadmapsConsent offer={offer.data} consent={roadmaps} onChange={setRoadmaps} disabled={busy} />
          ) : null}
          {application?.status === applicationStatus.PENDING ? (
            <div className="sd-field">
              <span className="sd-field__label" id="rc-resume-label">
                {t('apply.resume')}
              </span>
              {application.resume ? (
                <p className="rc-actions">
                  <a href={`/api/recruitment/${posting.sequence}/application/resume`}>
                    {application.resume.name}
                  </a>
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      void run(() => recruitmentApi.removeResume(posting.sequence), 'apply.saved')
                    }
                  >
                    {t('apply.removeResume')}
                  </Button>
                </p>
              ) : null}
              <FilePicker
                labelledBy="rc-resume-label"
                accept="application/pdf,.pdf"
                disabled={busy}
                testId="recruitment-resume"
                onFile={(file) =>
                  void run(() => recruitmentApi.uploadResume(posting.sequence, file), 'apply.saved')
                }
              />
            </div>
          ) : null}
          <div className="rc-actions">
            <Button type="submit" loading={busy} disabled={!parsed.success} data-testid="recruitment-save">
              {t('apply.save')}
            </Button>
            {application?.status === applicationStatus.PENDING ? (
              <Button
                color="primary"
                loading={busy}
                disabled={!open || !parsed.success}
                onClick={() =>
                  void run(async () => {
                    await save();
                    return recruitmentApi.submit(posting.sequence);
                  }, 'apply.submitted')
                }
                data-testid="recruitment-submit"
              >
                {t('apply.submit')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {application && !editable ? <SubmittedAttachments attachments={application.attachments} /> : null}
      {status === applicationStatus.PENDING || status === applicationStatus.SUBMITTED ? (
        <Button
          color="danger"
          outline
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('apply.confirmWithdraw')))
              void run(() => recruitmentApi.withdraw(posting.sequence), 'apply.withdrawn');
          }}
          data-testid="recruitment-withdraw"
        >
          {t('apply.withdraw')}
        </Button>
      ) : null}
    </section>
  );
}
