import type { ko } from './ko.ts';

export const ja: typeof ko = {
  title: 'あいさつ',
  menu: 'あいさつする',
  limits: '配点',
  score: '点数',
  scoreHint: '空欄ごとに同じ割合で得点します。',
};
