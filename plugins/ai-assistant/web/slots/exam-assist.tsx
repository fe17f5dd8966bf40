import { Suspense, lazy } from 'react';
import type { ExamAssistProps } from '@seodang/plugin-workspace/assist-slots';
import { useExamAssistCheck } from '../exam/use-exam-assist.ts';

// The panel (and its Markdown, later) loads only in an AI exam.
const ExamPanel = lazy(() => import('../exam/exam-panel.tsx').then((m) => ({ default: m.ExamPanel })));

/**
 * The workspace's `workspace.exam-assist` slot: one check of the exam (`GET exams/{examIndex}/assist`),
 * then the prompt panel in an AI exam and nothing in an ordinary one.
 */
export default function ExamAssist({ examIndex, quizIndex }: ExamAssistProps) {
  const assist = useExamAssistCheck(examIndex);
  if (!assist) return null;
  return (
    <Suspense fallback={null}>
      <ExamPanel examIndex={examIndex} quizIndex={quizIndex} assist={assist} />
    </Suspense>
  );
}
