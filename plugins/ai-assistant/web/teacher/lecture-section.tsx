import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { LectureManageSectionsProps } from '@seodang/plugin-lectures/lecture-slots';
import { Button, ErrorState, Loading, isApiError, showToast } from '@seodang/sdk/web';
import type { LectureAiSettings } from '../../common/settings.ts';
import { useAiApi } from '../api.ts';
import { GuardrailChoice } from '../components/guardrail-choice.tsx';
import { FeatureSwitches } from '../components/feature-switches.tsx';
import { AssistantPanel } from '../components/assistant-panel.tsx';
import { panelBus } from '../components/panel-bus.ts';
import { UsageReport } from '../admin/usage-report.tsx';
import '../components/assistant.css';

/** Manage Lecture's AI assistant section: enable, guardrail, the four switches, the limit, a learner's view. */
export default function LectureSection({ lectureIndex, lessons }: LectureManageSectionsProps) {
  const { t } = useTranslation('ai-assistant');
  const ai = useAiApi();
  const ids = { title: useId(), limit: useId(), lesson: useId() };
  const query = useQuery({
    queryKey: ['ai-assistant', 'lecture', lectureIndex],
    queryFn: () => ai.lectureSettings(lectureIndex),
  });
  const [form, setForm] = useState<LectureAiSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [lesson, setLesson] = useState<number | null>(lessons[0]?.lessonIndex ?? null);
  const [preview, setPreview] = useState<number | null>(null);
  // The lecture's report loads when the teacher opens it.
  const [reportOpen, setReportOpen] = useState(false);
  useEffect(() => {
    if (query.data) setForm(query.data.settings);
  }, [query.data]);

  return (
    <section
      className="lc-section sd-card ai-section"
      aria-labelledby={ids.title}
      data-testid="ai-lecture-section"
    >
      <h2 id={ids.title}>{t('teacher.title')}</h2>
      <p className="ai-muted">{t('teacher.intro')}</p>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !form || !query.data ? (
        <Loading size="sm" />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            ai.saveLecture(lectureIndex, form)
              .then(() => showToast(t('teacher.saved'), { type: 'success' }))
              .catch((err) => showToast(isApiError(err) ? err.message : String(err), { type: 'error' }))
              .finally(() => setBusy(false));
          }}
        >
          {!query.data.channel.active ? <p className="sd-alert">{t('teacher.channelOff')}</p> : null}
          <label className="sd-switch">
            <input
              type="checkbox"
              checked={form.enabled}
              data-testid="ai-lecture-enabled"
              onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
            />
            {t('teacher.enabled')}
          </label>
          <GuardrailChoice
            name={`ai-guardrail-${lectureIndex}`}
            legend={t('guardrail.title')}
            value={form.guardrail}
            onChange={(guardrail) => setForm({ ...form, guardrail })}
          />
          <FeatureSwitches value={form} onChange={setForm} limits={query.data.channel} />
          <div className="sd-field">
            <label className="sd-field__label" htmlFor={ids.limit}>
              {t('teacher.limit', { max: query.data.channel.usageLimit })}
            </label>
            <input
              id={ids.limit}
              className="sd-input ai-number"
              type="number"
              min={1}
              max={query.data.channel.usageLimit}
              value={form.usageLimit}
              data-testid="ai-lecture-limit"
              onChange={(e) => setForm({ ...form, usageLimit: Number(e.target.value) })}
            />
          </div>
          <Button type="submit" color="primary" loading={busy} data-testid="ai-lecture-save">
            {t('teacher.save')}
          </Button>
        </form>
      )}
      <div className="ai-try">
        {lessons.length === 0 ? (
          <p className="ai-muted">{t('teacher.noLessons')}</p>
        ) : (
          <>
            <label className="sd-field__label" htmlFor={ids.lesson}>
              {t('teacher.lesson')}
            </label>
            <select
              id={ids.lesson}
              className="sd-input"
              value={lesson ?? ''}
              onChange={(e) => setLesson(Number(e.target.value))}
            >
              {lessons.map((l) => (
                <option key={l.lessonIndex} value={l.lessonIndex}>
                  {l.title}
                </option>
              ))}
            </select>
            <Button
              outline
              data-testid="ai-try-as-learner"
              onClick={() => {
                setPreview(lesson);
                panelBus.setOpen(true);
              }}
            >
              {t('teacher.tryAsLearner')}
            </Button>
          </>
        )}
      </div>
      <details
        className="ai-teacher-report"
        data-testid="ai-lecture-report"
        onToggle={(e) => setReportOpen((e.target as HTMLDetailsElement).open)}
      >
        <summary>{t('report.title')}</summary>
        {reportOpen ? <UsageReport ai={ai} lecture={lectureIndex} /> : null}
      </details>
      {preview !== null ? (
        <AssistantPanel
          key={preview}
          at={{ lectureIndex, lessonIndex: preview, language: null, submissionIndex: null }}
          preview
        />
      ) : null}
    </section>
  );
}
