import type { ko } from './ko.ts';

/** Japanese texts the page needs before a screen opens: route titles and menu labels. */
export const ja: typeof ko = {
  title: 'コーディングワークスペース',
  list: {
    title: 'クイズ',
    new: '新しいクイズ',
  },
  editor: {
    title: 'クイズを編集',
  },
  help: {
    title: 'ヘルプリクエスト',
  },
  grading: {
    title: '採点',
  },
};
