import type { ko } from './ko.ts';

/** Japanese texts the page needs before a screen opens: route titles and the menu label. */
export const ja: typeof ko = {
  menu: { management: '採用管理' },
  titles: {
    manage: '自分の採用募集',
    new: '採用募集の作成',
    edit: '採用募集の編集',
    managePosting: '採用募集の管理',
    list: '採用募集',
    detail: '採用募集',
    my: '自分の応募状況',
  },
};
