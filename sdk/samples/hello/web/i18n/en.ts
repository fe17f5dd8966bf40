import type { ko } from './ko.ts';

export const en: typeof ko = {
  title: 'Hello',
  menu: 'Say hello',
  limits: 'Points',
  score: 'Score',
  scoreHint: 'Each blank earns an equal share.',
};
