/** Korean texts every page needs: the route titles (the screens bring the rest). */
export const ko = {
  title: '회원 관리',
  invitations: { title: '초대 관리', page: { title: '채널 초대' } },
  mail: { title: '메일' },
};
