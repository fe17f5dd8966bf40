import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading, isApiError } from '@seodang/sdk/web';
import type { ExamineeReportSectionProps } from '@seodang/plugin-assessment/report-slots';
import type { ExamPrompt } from '../exam/exam-api.ts';
import { promptClock, sinceStart } from '../exam/exam-time.ts';
import { PromptEntry } from '../exam/prompt-entry.tsx';
import { useExamAiApi } from '../exam/use-exam-assist.ts';
import '../exam/exam.css';

/**
 * The examinee report's `assessment.report-sections` slot: the prompt history of an AI exam on
 * the timeline's clock ("+0:12:05" after its start, the wall time beside), refused attempts
 * marked. Nothing for an exam without prompts (an ordinary exam's route refuses or lists none).
 */
export default function ReportPrompts({ examIndex, userId, startedAt }: ExamineeReportSectionProps) {
  const { t, i18n } = useTranslation('ai-assistant');
  const ai = useExamAiApi();
  const [prompts, setPrompts] = useState<ExamPrompt[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    setError(null);
    ai.prompts(examIndex, userId).then(
      (list) => setPrompts([...list].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))),
      (e) => {
        // Not an AI exam (or not the reader's to see): no section.
        if (isApiError(e) && (e.status === 403 || e.status === 404)) setPrompts([]);
        else setError(e);
      },
    );
  }, [ai, examIndex, userId]);
  useEffect(load, [load]);
  if (error) return <ErrorState error={error} onRetry={load} />;
  if (prompts === null) return <Loading />;
  if (!prompts.length) return null;
  return (
    <section aria-labelledby="ai-report-prompts" data-testid="ai-report-prompts">
      <h2 id="ai-report-prompts">{t('exam.historyTitle')}</h2>
      <ol className="ai-exam-prompts">
        {prompts.map((p) => {
          const since = sinceStart(p.at, startedAt);
          const clock = promptClock(p.at, i18n.language);
          return (
            <PromptEntry
              key={p.responseId}
              time={<time dateTime={p.at}>{since ? `${since} · ${clock}` : clock}</time>}
              prompt={p.prompt}
              status={p.status}
              answer={p.answer}
              withheld={p.withheld}
            />
          );
        })}
      </ol>
    </section>
  );
}
