import type { ko } from './ko.ts';

export const ja: typeof ko = { title: 'あいさつ', menu: 'あいさつする' };
