import type { ko } from './titles-ko.ts';

export const ja: typeof ko = { revenueTitle: { teach: '売上管理', admin: '売上と精算' } };
