import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useRealtimeTopic } from '@seodang/sdk/web';
import type { ControlRoomFeedProps } from '@seodang/plugin-supervision/room-slots';
import { livePromptEvent, type LiveExamPrompt } from '../exam/exam-api.ts';
import { examSupervisorsTopic, toLivePrompt, withLivePrompt } from '../exam/live-prompts.ts';
import { PromptEntry } from '../exam/prompt-entry.tsx';
import '../exam/exam.css';

/**
 * The control room's `supervision.room-feed` slot: an AI exam's prompts as they arrive
 * (`ai.prompt` on the supervisors' topic), newest first. Nothing until the first one, so an
 * ordinary exam's room is unchanged.
 */
export default function RoomPrompts({ examIndex, examinees }: ControlRoomFeedProps) {
  const { t } = useTranslation('ai-assistant');
  const { formatTime } = useFormat();
  const [prompts, setPrompts] = useState<LiveExamPrompt[]>([]);
  useRealtimeTopic(examSupervisorsTopic(examIndex), (event, raw) => {
    if (event !== livePromptEvent) return;
    const prompt = toLivePrompt(raw, examIndex);
    if (prompt) setPrompts((list) => withLivePrompt(list, prompt));
  });
  if (!prompts.length) return null;
  const nameOf = (userId: number) => examinees.find((e) => e.id === userId)?.name ?? `#${userId}`;
  return (
    <section className="ai-exam sd-card" aria-labelledby="ai-room-prompts" data-testid="ai-room-prompts">
      <h3 id="ai-room-prompts">{t('exam.liveTitle')}</h3>
      <ol className="ai-exam-prompts" aria-live="polite">
        {prompts.map((p) => (
          <PromptEntry
            key={p.responseId}
            time={<time dateTime={p.at}>{formatTime(p.at)}</time>}
            who={nameOf(p.userId)}
            prompt={p.prompt}
            status={p.status}
            answer={p.answer}
          />
        ))}
      </ol>
    </section>
  );
}
