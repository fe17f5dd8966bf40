import type { ko } from './ko.ts';

/** English texts the page needs before a screen opens: route titles and the menu label. */
export const en: typeof ko = {
  menu: { management: 'Recruitment management' },
  titles: {
    manage: 'My recruitment postings',
    new: 'Create a recruitment posting',
    edit: 'Edit the recruitment posting',
    managePosting: 'Manage Recruitment',
    list: 'Recruitment postings',
    detail: 'Recruitment posting',
    my: 'My applications',
  },
};
