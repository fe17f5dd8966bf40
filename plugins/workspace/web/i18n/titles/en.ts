import type { ko } from './ko.ts';

/** English texts the page needs before a screen opens: route titles and menu labels. */
export const en: typeof ko = {
  title: 'Coding workspace',
  list: {
    title: 'Quizzes',
    new: 'New quiz',
  },
  editor: {
    title: 'Edit quiz',
  },
  help: {
    title: 'Help requests',
  },
  grading: {
    title: 'Grading',
  },
};
