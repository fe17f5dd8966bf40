import type { ko } from './ko.ts';

/** English texts every page needs: the route titles (the screens bring the rest). */
export const en: typeof ko = {
  title: 'Members',
  invitations: { title: 'Invitations', page: { title: 'Channel invitation' } },
  mail: { title: 'Mail' },
};
