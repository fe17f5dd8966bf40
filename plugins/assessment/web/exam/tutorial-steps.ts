/** One stop of the exam room's tour: the part it points at (`data-tour`) and its i18n key under `room.tour`. */
export interface TourStep {
  key: string;
  /** `data-tour` of the element to show; none: a step about the whole room. */
  target?: string;
}

/** The EXAM_TUTORIAL tour, in order: where everything is, what pauses and notices look like, that answers save themselves. */
export const examTourSteps: TourStep[] = [
  { key: 'welcome' },
  { key: 'timer', target: 'timer' },
  { key: 'quizzes', target: 'quizzes' },
  { key: 'curriculum', target: 'curriculum' },
  { key: 'answer', target: 'workspace' },
  { key: 'memo', target: 'memo' },
  { key: 'score', target: 'score' },
  { key: 'notices', target: 'log' },
  { key: 'pause' },
  { key: 'finish', target: 'finish' },
  { key: 'help', target: 'help' },
];
