import type { WorkspaceAssistProps } from '@seodang/plugin-workspace/assist-slots';
import { AssistantPanel } from '../components/assistant-panel.tsx';

/** The workspace's `workspace.assist` slot: the panel about this quiz, when opened from a lesson. */
export default function WorkspaceAssist(props: WorkspaceAssistProps) {
  // The assistant answers inside a lesson (quota, settings and guardrail are the lecture's).
  if (props.lectureIndex === null || props.lessonIndex === null) return null;
  return (
    <AssistantPanel
      at={{
        lectureIndex: props.lectureIndex,
        lessonIndex: props.lessonIndex,
        quizIndex: props.quizIndex,
        language: props.language,
        submissionIndex: props.lastResult?.submissionIndex ?? null,
      }}
      code={{ getSelection: props.getSelection, failing: !!props.lastResult?.failing }}
    />
  );
}
