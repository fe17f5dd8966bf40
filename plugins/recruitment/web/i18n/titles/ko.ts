/** Korean texts the page needs before a screen opens: route titles and the menu label. */
export const ko = {
  menu: { management: '채용 관리' },
  titles: {
    manage: '내 채용 공고',
    new: '채용 공고 만들기',
    edit: '채용 공고 수정',
    managePosting: '채용 공고 관리',
    list: '채용 공고',
    detail: '채용 공고',
    my: '내 지원 현황',
  },
};
