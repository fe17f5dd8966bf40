import type { ko } from './ko.ts';

/** Japanese texts every page needs: the route titles (the screens bring the rest). */
export const ja: typeof ko = {
  title: 'メンバー管理',
  invitations: { title: '招待管理', page: { title: 'チャンネルへの招待' } },
  mail: { title: 'メール' },
};
