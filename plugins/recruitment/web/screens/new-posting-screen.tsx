import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  isApiError,
  Loading,
  RichTextField,
  showToast,
  TextField,
  useMessage,
} from '@seodang/sdk/web';
import { employmentTypes, recruitmentMessages, type PostingDetail } from '../../common/index.ts';
import { postingPath, recruitmentApi } from '../api.ts';
import { PeriodLabel } from '../components/labels.tsx';
import { ScreeningExamField, ScreeningNotice } from '../components/screening.tsx';
import { draftOf, emptyDraft, errorsOf, toInput, type PostingDraft } from '../components/posting-form.ts';
import '../components/recruitment.css';

const catalogues = [recruitmentMessages];

/** The create screen's steps (spec §2: required settings, optional introduction, edit and preview). */
export const steps = { SETTING: 0, INTRODUCTION: 1, PREVIEW: 2 } as const;
const stepKeys = ['setting', 'introduction', 'preview'] as const;

type TextKey = Exclude<
  keyof PostingDraft,
  'remote' | 'blind' | 'introduction' | 'employmentType' | 'screeningExamIndex'
>;

/**
 * /manage/recruitment/new: settings, the introduction, then a preview of the saved draft and Publish.
 * /manage/recruitment/{sequence}/edit: the same steps over a posting that is not closed yet.
 */
export default function NewPostingScreen() {
  const { t } = useTranslation('recruitment-screens');
  const message = useMessage(catalogues);
  const navigate = useNavigate();
  const [step, setStep] = useState<number>(steps.SETTING);
  const [draft, setDraft] = useState<PostingDraft>(() => emptyDraft());
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState<PostingDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = Number(useParams().sequence) || null;
  const existing = useQuery({
    queryKey: ['recruitment', 'posting', editing],
    queryFn: () => recruitmentApi.get(editing!),
    enabled: editing !== null,
  });
  useEffect(() => {
    if (!existing.data || saved) return;
    setDraft(draftOf(existing.data));
    setSaved(existing.data);
  }, [existing.data, saved]);
  const errors = useMemo(() => errorsOf(draft), [draft]);

  const set = (field: keyof PostingDraft) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.target.type === 'checkbox' ? (e.target as HTMLInputElement).checked : e.target.value;
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((s) => new Set(s).add(field));
  };
  const errorOf = (field: keyof PostingDraft) =>
    touched.has(field) && errors[field] ? message(errors[field]) : undefined;
  const text = (field: TextKey, props: Record<string, unknown> = {}) => {
    const error = errorOf(field);
    return (
      <TextField
        label={t(`fields.${field}`)}
        value={draft[field]}
        onChange={set(field)}
        onBlur={() => setTouched((s) => new Set(s).add(field))}
        error={error ? { message: error } : undefined}
        errorText={error}
        data-testid={`recruitment-${field}`}
        {...props}
      />
    );
  };

  const toPreview = async () => {
    setServerError(null);
    if (Object.keys(errors).length) {
      setTouched(new Set(Object.keys(draft)));
      setStep(steps.SETTING);
      setServerError(t('editor.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const body = toInput(draft);
      const posting = saved
        ? await recruitmentApi.update(saved.sequence, body)
        : await recruitmentApi.create(body);
      setSaved(posting);
      setStep(steps.PREVIEW);
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      await recruitmentApi.publish(saved.sequence);
      showToast(t('editor.published'), { type: 'success' });
      void navigate(`/manage/recruitment/${saved.sequence}`);
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:error.unexpected'));
      setBusy(false);
    }
  };

  if (editing !== null && existing.isError)
    return <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />;
  if (editing !== null && !saved) return <Loading />;
  return (
    <div className="sd-container" data-testid="recruitment-new">
      <h1>{t(editing ? 'titles.edit' : 'titles.new', { ns: 'recruitment' })}</h1>
      <ol className="rc-steps" aria-label={t('steps.label')}>
        {stepKeys.map((key, i) => (
          <li key={key} aria-current={i === step ? 'step' : undefined}>
            {t(`steps.${key}`)}
          </li>
        ))}
      </ol>
      {serverError ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {serverError}
        </div>
      ) : null}
      {step === steps.SETTING ? (
        <form
          className="sd-form sd-card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setStep(steps.INTRODUCTION);
          }}
        >
          {text('title', { required: true })}
          {text('description')}
          {text('company', { required: true })}
          <div className="sd-field">
            <label className="sd-field__label" htmlFor="rc-employment">
              {t('fields.employmentType')}
            </label>
            <select
              id="rc-employment"
              className="sd-input"
              value={draft.employmentType}
              onChange={set('employmentType')}
            >
              {employmentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`employment.${type}`)}
                </option>
              ))}
            </select>
          </div>
          {text('location')}
          <label className="sd-check">
            <input type="checkbox" checked={draft.remote} onChange={set('remote')} /> {t('fields.remote')}
          </label>
          {text('positions', { type: 'number', min: 1, max: 999, required: true })}
          {text('salaryMin', { type: 'number', min: 0 })}
          {text('salaryMax', { type: 'number', min: 0 })}
          {text('skills')}
          {text('openAt', { type: 'datetime-local' })}
          {text('closeAt', { type: 'datetime-local' })}
          {text('contactEmail', { type: 'email' })}
          {text('contactPhone', { type: 'tel' })}
          {text('contactLink', { type: 'url' })}
          <label className="sd-check">
            <input
              type="checkbox"
              checked={draft.blind}
              onChange={set('blind')}
              data-testid="recruitment-blind"
            />{' '}
            {t('fields.blind')}
          </label>
          <ScreeningExamField
            value={draft.screeningExamIndex}
            current={saved?.screening ?? null}
            onChange={set('screeningExamIndex')}
          />
          <div className="rc-actions">
            <Button type="submit" color="primary" data-testid="recruitment-next">
              {t('editor.next')}
            </Button>
          </div>
        </form>
      ) : null}
      {step === steps.INTRODUCTION ? (
        <div className="sd-card">
          <RichTextField
            label={t('fields.introduction')}
            value={draft.introduction}
            onChange={(html) => setDraft((d) => ({ ...d, introduction: html }))}
            errorText={errors.introduction ? message(errors.introduction) : undefined}
            testId="recruitment-introduction"
          />
          <div className="rc-actions">
            <Button onClick={() => setStep(steps.SETTING)}>{t('editor.back')}</Button>
            <Button
              color="primary"
              loading={busy}
              onClick={() => void toPreview()}
              data-testid="recruitment-preview"
            >
              {t('editor.next')}
            </Button>
          </div>
        </div>
      ) : null}
      {step === steps.PREVIEW && saved ? (
        <div className="sd-card" data-testid="recruitment-preview-card">
          <h2>{saved.title}</h2>
          <p className="sd-muted">
            {t('posting.company', {
              company: saved.company,
              employment: t(`employment.${saved.employmentType}`),
            })}{' '}
            · <PeriodLabel period={saved.period} />
          </p>
          {saved.description ? <p>{saved.description}</p> : null}
          {saved.screening ? <ScreeningNotice screening={saved.screening} /> : null}
          {/* The server's sanitised copy of the introduction, exactly as applicants will read it. */}
          <div className="rc-intro" dangerouslySetInnerHTML={{ __html: saved.introduction }} />
          <div className="rc-actions">
            <Button onClick={() => setStep(steps.SETTING)}>{t('posting.edit')}</Button>
            <Link className="sd-btn sd-btn--light sd-btn--md" to={`/manage/recruitment/${saved.sequence}`}>
              {t(saved.state === 'DRAFT' ? 'editor.saveDraft' : 'editor.done')}
            </Link>
            {saved.state === 'DRAFT' ? (
              <Button
                color="primary"
                loading={busy}
                onClick={() => void publish()}
                data-testid="recruitment-publish"
              >
                {t('editor.publish')}
              </Button>
            ) : null}
            <Link to={postingPath(saved)}>{t('posting.view')}</Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
