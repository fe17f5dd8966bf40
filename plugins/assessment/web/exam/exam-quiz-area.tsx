import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, webEmbed } from '@seodang/sdk/web';

/** What the workspace's exam quiz embed takes (`workspace.exam-quiz`). */
interface ExamQuizProps {
  quizIndex: number;
  examIndex: number;
  readOnly?: boolean;
  onAnswer?(answer: unknown): void;
}

interface Props extends Omit<ExamQuizProps, 'quizIndex'> {
  quizId: string;
  /** A paste inside the quiz, with the pasted size (an integrity signal). */
  onPaste(length: number): void;
}

/** The text of an answer for the writing history: code files joined, other answers as JSON. */
export function answerText(answer: unknown): string {
  const files = (answer as { files?: { name: string; content: string }[] } | null)?.files;
  return files ? files.map((f) => f.content).join('\n') : JSON.stringify(answer ?? null);
}

/** The selected exam quiz, rendered by the workspace plugin (its player or code editor, autosave, submit). */
export function ExamQuizArea({ quizId, examIndex, readOnly, onAnswer, onPaste }: Props) {
  const { t } = useTranslation('assessment');
  const load = webEmbed<ExamQuizProps>('workspace.exam-quiz');
  const Embed = useMemo<ComponentType<ExamQuizProps> | null>(() => (load ? lazy(load) : null), [load]);
  const quizIndex = Number(quizId);
  if (!Embed || !Number.isSafeInteger(quizIndex))
    return (
      <p className="as-hint" role="alert">
        {t('room.quizUnavailable')}
      </p>
    );
  return (
    <div onPasteCapture={(e) => onPaste(e.clipboardData.getData('text').length)}>
      <Suspense fallback={<Loading />}>
        <Embed
          key={quizIndex}
          quizIndex={quizIndex}
          examIndex={examIndex}
          readOnly={readOnly}
          onAnswer={onAnswer}
        />
      </Suspense>
    </div>
  );
}
