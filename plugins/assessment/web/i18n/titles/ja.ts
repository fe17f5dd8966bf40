import type { ko } from './ko.ts';

/** Japanese texts the page needs before a screen opens: route titles and menu labels. */
export const ja: typeof ko = {
  menu: { management: '評価管理', info: '評価情報' },
  manage: { title: '評価管理' },
  new: {
    title: '評価を作成',
  },
  manageAssessment: {
    title: '評価管理',
  },
  my: {
    title: '評価情報',
  },
  page: {
    title: '評価',
  },
  form: {
    title: '追加申請書',
    complete: '追加申請書の提出が完了しました。',
  },
  mobile: {
    title: 'モバイルカメラ',
  },
  room: {
    title: '試験',
  },
  report: {
    title: '受験者レポート',
  },
};
