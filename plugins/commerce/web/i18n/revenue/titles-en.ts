import type { ko } from './titles-ko.ts';

export const en: typeof ko = { revenue: { title: { teach: 'Revenue', admin: 'Revenue and settlement' } } };
