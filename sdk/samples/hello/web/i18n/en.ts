import type { ko } from './ko.ts';

export const en: typeof ko = { title: 'Hello', menu: 'Say hello' };
