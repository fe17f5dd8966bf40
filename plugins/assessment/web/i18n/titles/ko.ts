/** Korean texts the page needs before a screen opens: route titles and menu labels. */
export const ko = {
  menu: { management: '평가 관리', info: '평가 정보' },
  manage: { title: '평가 관리' },
  new: {
    title: '평가 만들기',
  },
  manageAssessment: {
    title: '평가 관리',
  },
  my: {
    title: '평가 정보',
  },
  page: {
    title: '평가',
  },
  form: {
    title: '추가 신청서',
    complete: '추가 신청서 제출이 완료되었습니다.',
  },
  mobile: {
    title: '모바일 카메라',
  },
  room: {
    title: '시험',
  },
  report: {
    title: '응시자 리포트',
  },
};
