import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { trackEvent } from '@seodang/sdk/web';
import {
  boxSize,
  createDebounce,
  createEventThrottle,
  examEvents,
  isCopyShortcut,
  screenResolution,
  type ExamEventName,
} from './exam-events.ts';

/**
 * The AI exam panel's environment events (spec §1), each with `exam_index` and `quiz_index`:
 * the screen resolution when the panel opens, the prompt box resized (settled), Ctrl/Cmd+C in the
 * panel, a code block's copy button, and any copy in the answers. Repeats are throttled.
 */
export function useExamAnalytics(
  examIndex: number,
  quizIndex: number,
  promptBox: RefObject<HTMLTextAreaElement | null>,
) {
  const throttle = useMemo(() => createEventThrottle(), []);
  const send = useCallback(
    (name: ExamEventName, extra: Record<string, unknown> = {}) => {
      if (!throttle.allow(name)) return;
      trackEvent(name, { exam_index: examIndex, quiz_index: quizIndex, ...extra });
    },
    [examIndex, quizIndex, throttle],
  );
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    sendRef.current(examEvents.screenResolution, {
      resolution: screenResolution(window.screen, window.devicePixelRatio),
    });
  }, []);

  useEffect(() => {
    const box = promptBox.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const report = createDebounce((size: { width: number; height: number }) =>
      sendRef.current(examEvents.promptResize, size),
    );
    const observer = new ResizeObserver(([entry]) => {
      // The first callback is the box appearing, not the examinee resizing it.
      if (first) return void (first = false);
      if (entry) report.call(boxSize(entry.contentRect));
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      report.cancel();
    };
  }, [promptBox]);

  return {
    onKeyDown: (e: React.KeyboardEvent) => {
      if (isCopyShortcut(e)) send(examEvents.copyShortcut);
    },
    onCopy: () => send(examEvents.copy),
    onCopySnippet: () => send(examEvents.copySnippet),
  };
}
