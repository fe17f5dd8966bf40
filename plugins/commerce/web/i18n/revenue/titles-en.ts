import type { ko } from './titles-ko.ts';

export const en: typeof ko = { revenueTitle: { teach: 'Revenue', admin: 'Revenue and settlement' } };
