import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  isApiError,
  Loading,
  ErrorState,
  PageLeaveConfirm,
  showToast,
  TextField,
  useMessage,
  useFormat,
  RichTextField,
} from '@seodang/sdk/web';
import {
  authoringSteps,
  categoryTree,
  difficulties,
  discountedPriceOf,
  lectureIssues,
  lectureMessages,
  lectureRuleFields,
  type LectureInput,
  type LectureSaveInput,
} from '../../common/index.ts';
import { lectureApi, type LectureFull } from '../api.ts';
import { RichHtml } from '../components/rich-html.tsx';
import { CheckField, RadioGroup, SelectField } from '../components/form-controls.tsx';
import '../components/lectures.css';

type Values = Required<
  Pick<
    LectureSaveInput,
    | 'subject'
    | 'description'
    | 'isFree'
    | 'useDiscount'
    | 'categoryFirst'
    | 'difficulty'
    | 'certificateIssued'
    | 'contents'
  >
> & {
  price: string;
  discount: string;
  discountStartDate: string;
  discountDueDate: string;
  introVideoUrl: string;
  periodType: 'unlimited' | 'days' | 'dates';
  periodDays: string;
  openDate: string;
  closeDate: string;
  categorySecond: string;
  tagsText: string;
  baseLectureIndex: string;
  settings: {
    permission: 'public' | 'private';
    acceptType: 'immediate' | 'review';
    allowPrint: boolean;
    allowInternalCopy: boolean;
    isBase: boolean;
    sequentialLessons: boolean;
  };
};

const empty: Values = {
  subject: '',
  description: '',
  isFree: true,
  useDiscount: false,
  categoryFirst: 'programming',
  categorySecond: '',
  difficulty: 'normal',
  certificateIssued: false,
  contents: '',
  price: '',
  discount: '',
  discountStartDate: '',
  discountDueDate: '',
  introVideoUrl: '',
  periodType: 'unlimited',
  periodDays: '',
  openDate: '',
  closeDate: '',
  tagsText: '',
  baseLectureIndex: '',
  settings: {
    permission: 'public',
    acceptType: 'immediate',
    allowPrint: false,
    allowInternalCopy: false,
    isBase: false,
    sequentialLessons: false,
  },
};

const day = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10) : '';
const fromLecture = (l: LectureFull): Values => ({
  subject: l.subject,
  description: l.description,
  isFree: l.isFree,
  useDiscount: l.discount !== null,
  categoryFirst: l.category.first.id,
  categorySecond: l.category.second.id ?? '',
  difficulty: l.difficulty as Values['difficulty'],
  certificateIssued: l.certificateIssued,
  contents: l.contents,
  price: l.isFree ? '' : String(l.price),
  discount: l.discount === null ? '' : String(l.discount),
  discountStartDate: day(l.discountStartDate),
  discountDueDate: day(l.discountDueDate),
  introVideoUrl: l.introVideoUrl ?? '',
  periodType: l.periodType,
  periodDays: l.periodDays ? String(l.periodDays) : '',
  openDate: day(l.openDate),
  closeDate: day(l.closeDate),
  tagsText: l.tags.join(', '),
  baseLectureIndex: '',
  settings: l.settings,
});

/** Form values → the shared schema's input (the same object the server validates). */
const toInput = (v: Values): LectureSaveInput & LectureInput => ({
  ...v,
  tags: v.tagsText
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  categorySecond: v.categorySecond || null,
  baseLectureIndex: v.baseLectureIndex ? Number(v.baseLectureIndex) : null,
});

const stepFields: Record<number, string[]> = {
  0: [
    'subject',
    'description',
    'price',
    'discount',
    'discountStartDate',
    'discountDueDate',
    'periodDays',
    'openDate',
    'closeDate',
    'categoryFirst',
  ],
  1: ['contents', 'introVideoUrl', 'tags'],
};
const stepOf = (field: string) => (stepFields[1].includes(field) ? 1 : 0);

/** `/teach/lecture/new` (steps SETTING=0, INTRODUCTION=1, PREVIEW=2) and `/teach/lecture/{seq}/edit`. */
export function LectureEditorScreen() {
  const { t } = useTranslation('lectures');
  const { formatNumber } = useFormat();
  const message = useMessage([lectureMessages]);
  const params = useParams();
  const sequence = params.lectureSeq ? Number(params.lectureSeq) : null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({
    queryKey: ['lectures', 'edit', sequence],
    queryFn: () => lectureApi.edit(sequence as number),
    enabled: sequence !== null,
  });
  const bases = useQuery({
    queryKey: ['lectures', 'bases'],
    queryFn: lectureApi.bases,
    enabled: sequence === null,
  });
  const [values, setValues] = useState<Values>(empty);
  const [step, setStep] = useState<number>(authoringSteps.SETTING);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (existing.data) setValues(fromLecture(existing.data.lecture));
  }, [existing.data]);

  // The shared §5 rules, run on every change (instant feedback); the server runs them again.
  const issues = useMemo(() => lectureIssues(toInput(values)), [values]);
  const errorOf = (field: string) => {
    if (serverErrors[field]) return serverErrors[field];
    if (!touched.has(field)) return undefined;
    const found = issues.find((i) => i.field === field);
    return found ? message(found.messageKey) : undefined;
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((s) => new Set(s).add(key === 'tagsText' ? 'tags' : key));
    setServerErrors((e) => ({ ...e, [key === 'tagsText' ? 'tags' : key]: '' }));
    setDirty(true);
  };
  const setSetting = <K extends keyof Values['settings']>(key: K, value: Values['settings'][K]) => {
    setValues((v) => ({ ...v, settings: { ...v.settings, [key]: value } }));
    setDirty(true);
  };
  const next = () => {
    const fields = stepFields[step] ?? [];
    setTouched((s) => new Set([...s, ...fields]));
    if (issues.some((i) => fields.includes(i.field))) {
      setFormError(t('editor.fixErrors'));
      return;
    }
    setFormError(null);
    setStep(step + 1);
  };
  const save = async (publish: boolean) => {
    setSaving(true);
    setFormError(null);
    try {
      const input = toInput(values);
      const saved =
        sequence === null ? await lectureApi.create(input) : await lectureApi.update(sequence, input);
      if (publish) await lectureApi.publish(saved.sequence, true);
      setDirty(false);
      showToast(t('editor.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['lectures'] });
      void navigate(`/teach/lecture/${saved.sequence}/manage`);
    } catch (e) {
      if (isApiError(e)) {
        // The server's answer names the broken rule (err.code); put its message on that field.
        const field = lectureRuleFields[e.code as keyof typeof lectureRuleFields];
        if (field) {
          setServerErrors({ [field]: e.message });
          setStep(stepOf(field));
        }
        setFormError(e.message);
      } else setFormError(String(e));
    } finally {
      setSaving(false);
    }
  };

  if (sequence !== null && existing.isPending) return <Loading />;
  if (existing.isError)
    return (
      <div className="sd-container">
        <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />
      </div>
    );
  const top = categoryTree.find((c) => c.value === values.categoryFirst) ?? categoryTree[0];
  const input = toInput(values);
  const discounted =
    !values.isFree && values.useDiscount && /^\d+$/.test(values.price) && /^\d+$/.test(values.discount)
      ? discountedPriceOf(Number(values.price), Number(values.discount))
      : null;
  const stepNames = [0, 1, 2].map((s) => t(`editor.steps.${s}`));
  return (
    <div className="sd-container" data-testid="lecture-editor">
      <PageLeaveConfirm when={dirty && !saving} />
      <h1>{sequence === null ? t('title.newLecture') : t('title.editLecture')}</h1>
      <ol className="lc-steps" aria-label={t('editor.step', { current: step + 1, total: 3 })}>
        {stepNames.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      <form className="sd-form sd-card" noValidate onSubmit={(e) => e.preventDefault()}>
        {formError ? (
          <div className="sd-alert sd-alert--error" role="alert" data-testid="form-error">
            {formError}
          </div>
        ) : null}
        {step === authoringSteps.SETTING ? (
          <>
            {sequence === null && bases.data?.length ? (
              <SelectField
                label={t('editor.base')}
                value={values.baseLectureIndex}
                onChange={(v) => set('baseLectureIndex', v)}
              >
                <option value="">{t('editor.noBase')}</option>
                {bases.data.map((b) => (
                  <option key={b.sequence} value={b.sequence}>
                    {b.subject}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <TextField
              label={t('editor.subject')}
              hint={t('editor.subjectHint')}
              required
              value={values.subject}
              onChange={(e) => set('subject', e.target.value)}
              error={errorOf('subject') ? {} : undefined}
              errorText={errorOf('subject')}
              data-testid="field-subject"
            />
            <TextField
              label={t('editor.description')}
              hint={t('editor.descriptionHint')}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              error={errorOf('description') ? {} : undefined}
              errorText={errorOf('description')}
              data-testid="field-description"
            />
            <div className="lc-row">
              <SelectField
                label={t('editor.category')}
                value={values.categoryFirst}
                onChange={(v) => {
                  set('categoryFirst', v);
                  set('categorySecond', '');
                }}
              >
                {categoryTree.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label.ko}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('editor.subCategory')}
                value={values.categorySecond}
                onChange={(v) => set('categorySecond', v)}
              >
                <option value="">{t('editor.noSubCategory')}</option>
                {top.children.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label.ko}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('editor.difficulty')}
                value={values.difficulty}
                onChange={(v) => set('difficulty', v as Values['difficulty'])}
              >
                {difficulties.map((d) => (
                  <option key={d} value={d}>
                    {t(`difficulty.${d}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <RadioGroup
              legend={t('editor.pricing')}
              name="pricing"
              value={values.isFree ? 'free' : 'paid'}
              onChange={(v) => set('isFree', v === 'free')}
              options={[
                { value: 'free', label: t('editor.free') },
                { value: 'paid', label: t('editor.paid') },
              ]}
            />
            {!values.isFree ? (
              <>
                <TextField
                  label={t('editor.price')}
                  inputMode="numeric"
                  value={values.price}
                  onChange={(e) => set('price', e.target.value)}
                  error={errorOf('price') ? {} : undefined}
                  errorText={errorOf('price')}
                  data-testid="field-price"
                />
                <CheckField
                  label={t('editor.useDiscount')}
                  checked={values.useDiscount}
                  onChange={(v) => set('useDiscount', v)}
                  testId="field-use-discount"
                />
                {values.useDiscount ? (
                  <div className="lc-row">
                    <TextField
                      label={t('editor.discount')}
                      inputMode="numeric"
                      value={values.discount}
                      onChange={(e) => set('discount', e.target.value)}
                      hint={
                        discounted !== null
                          ? `${t('editor.discountedPrice')}: ${formatNumber(discounted)}`
                          : undefined
                      }
                      error={errorOf('discount') ? {} : undefined}
                      errorText={errorOf('discount')}
                      data-testid="field-discount"
                    />
                    <TextField
                      label={t('editor.discountStart')}
                      type="date"
                      value={values.discountStartDate}
                      onChange={(e) => set('discountStartDate', e.target.value)}
                      error={errorOf('discountStartDate') ? {} : undefined}
                      errorText={errorOf('discountStartDate')}
                    />
                    <TextField
                      label={t('editor.discountDue')}
                      type="date"
                      value={values.discountDueDate}
                      onChange={(e) => set('discountDueDate', e.target.value)}
                      error={errorOf('discountDueDate') ? {} : undefined}
                      errorText={errorOf('discountDueDate')}
                      data-testid="field-discount-due"
                    />
                  </div>
                ) : null}
              </>
            ) : null}
            <RadioGroup
              legend={t('editor.period')}
              name="period"
              value={values.periodType}
              onChange={(v) => set('periodType', v)}
              options={(['unlimited', 'days', 'dates'] as const).map((p) => ({
                value: p,
                label: t(`editor.periodTypes.${p}`),
              }))}
            />
            {values.periodType === 'days' ? (
              <TextField
                label={t('editor.periodDays')}
                inputMode="numeric"
                value={values.periodDays}
                onChange={(e) => set('periodDays', e.target.value)}
                error={errorOf('periodDays') ? {} : undefined}
                errorText={errorOf('periodDays')}
                data-testid="field-period-days"
              />
            ) : null}
            {values.periodType === 'dates' ? (
              <div className="lc-row">
                <TextField
                  label={t('editor.openDate')}
                  type="date"
                  value={values.openDate}
                  onChange={(e) => set('openDate', e.target.value)}
                  error={errorOf('openDate') ? {} : undefined}
                  errorText={errorOf('openDate')}
                  data-testid="field-open-date"
                />
                <TextField
                  label={t('editor.closeDate')}
                  type="date"
                  value={values.closeDate}
                  onChange={(e) => set('closeDate', e.target.value)}
                  error={errorOf('closeDate') ? {} : undefined}
                  errorText={errorOf('closeDate')}
                  data-testid="field-close-date"
                />
              </div>
            ) : null}
            <fieldset className="lc-fieldset">
              <legend>{t('editor.settings')}</legend>
              <RadioGroup
                legend={t('editor.permission')}
                name="permission"
                value={values.settings.permission}
                onChange={(v) => setSetting('permission', v)}
                options={[
                  { value: 'public', label: t('editor.public') },
                  { value: 'private', label: t('editor.private') },
                ]}
              />
              <RadioGroup
                legend={t('editor.accept')}
                name="accept"
                value={values.settings.acceptType}
                onChange={(v) => setSetting('acceptType', v)}
                options={[
                  { value: 'immediate', label: t('editor.acceptImmediate') },
                  { value: 'review', label: t('editor.acceptReview') },
                ]}
              />
              <CheckField
                label={t('editor.allowPrint')}
                checked={values.settings.allowPrint}
                onChange={(v) => setSetting('allowPrint', v)}
              />
              <CheckField
                label={t('editor.allowInternalCopy')}
                checked={values.settings.allowInternalCopy}
                onChange={(v) => setSetting('allowInternalCopy', v)}
              />
              <CheckField
                label={t('editor.isBase')}
                checked={values.settings.isBase}
                onChange={(v) => setSetting('isBase', v)}
              />
              <CheckField
                label={t('editor.sequential')}
                checked={values.settings.sequentialLessons}
                onChange={(v) => setSetting('sequentialLessons', v)}
              />
              <CheckField
                label={t('editor.certificate')}
                checked={values.certificateIssued}
                onChange={(v) => set('certificateIssued', v)}
              />
            </fieldset>
          </>
        ) : null}
        {step === authoringSteps.INTRODUCTION ? (
          <>
            <RichTextField
              label={t('editor.contents')}
              hint={t('editor.contentsHint')}
              value={values.contents}
              onChange={(html) => set('contents', html)}
              errorText={errorOf('contents')}
              testId="field-contents"
            />
            <TextField
              label={t('editor.introVideo')}
              hint={t('editor.introVideoHint')}
              type="url"
              value={values.introVideoUrl}
              onChange={(e) => set('introVideoUrl', e.target.value)}
              error={errorOf('introVideoUrl') ? {} : undefined}
              errorText={errorOf('introVideoUrl')}
              data-testid="field-intro-video"
            />
            <TextField
              label={t('editor.tags')}
              hint={t('editor.tagsHint')}
              value={values.tagsText}
              onChange={(e) => set('tagsText', e.target.value)}
              error={errorOf('tags') ? {} : undefined}
              errorText={errorOf('tags')}
              data-testid="field-tags"
            />
          </>
        ) : null}
        {step === authoringSteps.PREVIEW ? (
          <section aria-labelledby="lc-preview" data-testid="lecture-preview">
            <h2 id="lc-preview">{t('editor.previewTitle')}</h2>
            <h3>{values.subject}</h3>
            <p>{values.description}</p>
            <p className="lc-actions">
              {input.tags?.map((tag) => (
                <span key={tag} className="lc-badge">
                  #{tag}
                </span>
              ))}
            </p>
            <p>
              {values.isFree
                ? t('common.free')
                : t('common.won', { price: formatNumber(discounted ?? Number(values.price)) })}
            </p>
            {/* The author's own draft: shown as typed; the server sanitises it on save. */}
            <RichHtml html={values.contents.replace(/<script[\s\S]*?<\/script>/gi, '')} />
          </section>
        ) : null}
        <div className="lc-actions" style={{ justifyContent: 'space-between', marginTop: '1rem' }}>
          {step > 0 ? (
            <Button onClick={() => setStep(step - 1)} data-testid="step-prev">
              {t('editor.prev')}
            </Button>
          ) : (
            <span />
          )}
          {step < authoringSteps.PREVIEW ? (
            <Button color="primary" onClick={next} data-testid="step-next">
              {t('editor.next')}
            </Button>
          ) : (
            <span className="lc-actions">
              <Button loading={saving} onClick={() => void save(false)} data-testid="save-draft">
                {t('editor.saveDraft')}
              </Button>
              <Button
                color="primary"
                loading={saving}
                onClick={() => void save(true)}
                data-testid="save-publish"
              >
                {t('editor.saveAndPublish')}
              </Button>
            </span>
          )}
        </div>
      </form>
    </div>
  );
}

export default LectureEditorScreen;
