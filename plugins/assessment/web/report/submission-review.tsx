import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorState, Loading, useTabList } from '@seodang/sdk/web';
import { reportApi, type ReportAnswerFile, type ReportSubmissionAnswer } from './report-api.ts';
import { useSubmissionScore } from './submission-history.tsx';
import { OutcomeBadge, TestVerdict } from './verdict-badge.tsx';

/** The answer's files, when it has a file list: a code answer's sources or a file_submit's handed-in files. */
function filesOf(answer: unknown): { language?: string; files: ReportAnswerFile[] } | null {
  const code = answer as { language?: string; files?: ReportAnswerFile[] } | null;
  return Array.isArray(code?.files) ? { language: code.language, files: code.files } : null;
}

/** Any other answer as readable text: its `text`, or the quiz type's answer as JSON. */
const answerText = (answer: unknown) => {
  const text = (answer as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : JSON.stringify(answer, null, 2);
};

/** A size people read: bytes, KB or MB. */
const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 102.4) / 10} KB`
      : `${Math.round(bytes / 104857.6) / 10} MB`;

/** Source files with a tab each. */
function CodeFiles({ language, files }: { language?: string; files: ReportAnswerFile[] }) {
  const { t } = useTranslation('assessment');
  const [tab, setTab] = useState(0);
  const file = files[Math.min(tab, files.length - 1)];
  const names = files.map((f) => f.name);
  const fileTabs = useTabList({
    tabs: names,
    value: file?.name ?? '',
    onChange: (name) => setTab(names.indexOf(name)),
    idPrefix: 'as-review',
  });
  return (
    <>
      <div {...fileTabs.listProps} aria-label={t('report.submissions.files')} className="as-review__tabs">
        {files.map((f, i) => (
          <button key={f.name} {...fileTabs.tabProps(f.name)} data-testid="review-file-tab">
            {f.name}
            {language && i === 0 ? ` · ${language}` : ''}
          </button>
        ))}
      </div>
      <pre {...fileTabs.panelProps(file?.name ?? '')} className="as-replay__code" data-testid="review-code">
        {file?.content ?? ''}
      </pre>
    </>
  );
}

/** Handed-in files as downloads (the server answers each as an attachment, never shown inline). */
function HandedInFiles({ files }: { files: ReportAnswerFile[] }) {
  const { t } = useTranslation('assessment');
  return (
    <ul
      className="as-review__downloads"
      aria-label={t('report.submissions.handedIn')}
      data-testid="review-downloads"
    >
      {files.map((f) => (
        <li key={f.url ?? f.name}>
          <a href={f.url} download={f.name} data-testid="review-download">
            <span aria-hidden="true">⤓ </span>
            {t('report.submissions.download', { name: f.name, size: sizeText(f.size ?? 0) })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The answer, read-only: code with a tab per file, handed-in files to download, anything else as text. */
function AnswerBody({ submission }: { submission: ReportSubmissionAnswer }) {
  const files = filesOf(submission.answer);
  if (files?.files.some((f) => f.url)) return <HandedInFiles files={files.files.filter((f) => f.url)} />;
  if (files) return <CodeFiles language={files.language} files={files.files} />;
  return (
    <pre className="as-replay__code" data-testid="review-code">
      {answerText(submission.answer)}
    </pre>
  );
}

/** The opened submission: result and points, test verdicts, the compiler's output when it failed, and the answer. */
function ReviewBody({ submission: s, maxScore }: { submission: ReportSubmissionAnswer; maxScore: number }) {
  const { t } = useTranslation('assessment');
  const score = useSubmissionScore();
  return (
    <>
      <p className="as-review__result">
        <OutcomeBadge outcome={s.outcome} /> <span>{score(s, maxScore)}</span>
      </p>
      {s.tests.length ? (
        <div className="as-submissions__tests">
          {s.tests.map((x, i) => (
            <TestVerdict key={i} name={x.name} verdict={x.verdict} />
          ))}
        </div>
      ) : null}
      {s.compile && (!s.compile.ok || s.outcome === 'COMPILE_ERROR') ? (
        <>
          <h4 className="as-review__label">{t('report.submissions.compileOutput')}</h4>
          <pre className="as-review__compile" data-testid="review-compile">
            {s.compile.output || '—'}
          </pre>
        </>
      ) : null}
      <AnswerBody submission={s} />
    </>
  );
}

/** One submission, opened from the list or the timeline: its result, test verdicts, compiler output and answer, fetched on opening. */
export function SubmissionReview({
  examIndex,
  userId,
  submissionIndex,
  quizOf,
  onClose,
}: {
  examIndex: number;
  userId: number;
  submissionIndex: number;
  quizOf: (quizId: string) => { title: string; maxScore: number } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('assessment');
  const opened = useQuery({
    queryKey: ['assessment', 'report-submission', examIndex, userId, submissionIndex],
    queryFn: () => reportApi.submission(examIndex, userId, submissionIndex),
  });
  const s = opened.data;
  const quiz = s ? quizOf(s.quizId) : undefined;
  return (
    <div className="as-review" data-testid="submission-review" data-submission={submissionIndex}>
      <div className="as-review__head">
        <h3>
          {s
            ? t('report.submissions.reviewTitle', { number: s.number, quiz: quiz?.title ?? s.quizId })
            : t('report.submissions.review')}
        </h3>
        <Button size="sm" outline onClick={onClose}>
          {t('report.submissions.close')}
        </Button>
      </div>
      {opened.isPending ? (
        <Loading />
      ) : opened.isError ? (
        <ErrorState error={opened.error} onRetry={() => void opened.refetch()} />
      ) : (
        <ReviewBody submission={opened.data} maxScore={quiz?.maxScore ?? 0} />
      )}
    </div>
  );
}
