import type { LessonAsideProps } from '@seodang/plugin-lectures/lecture-slots';
import { useAuth } from '@seodang/sdk/web';
import { AssistantPanel } from '../components/assistant-panel.tsx';

/** The lesson player's `lesson.aside` slot: chat and Q&A about the lesson. */
export default function LessonAside({ lectureIndex, lessonIndex }: LessonAsideProps) {
  const { isLoggedIn } = useAuth();
  // §6: the assistant needs a logged-in user.
  if (!isLoggedIn) return null;
  return <AssistantPanel at={{ lectureIndex, lessonIndex, language: null, submissionIndex: null }} />;
}
