/** Korean texts the page needs before a screen opens: route titles and menu labels. */
export const ko = {
  title: '코딩 워크스페이스',
  list: {
    title: '퀴즈',
    new: '새 퀴즈',
  },
  editor: {
    title: '퀴즈 편집',
  },
  help: {
    title: '도움 요청',
  },
  grading: {
    title: '채점',
  },
};
