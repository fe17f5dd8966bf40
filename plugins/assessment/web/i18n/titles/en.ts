import type { ko } from './ko.ts';

/** English texts the page needs before a screen opens: route titles and menu labels. */
export const en: typeof ko = {
  menu: { management: 'Assessment management', info: 'Assessment info' },
  manage: { title: 'Assessment management' },
  new: {
    title: 'Create an assessment',
  },
  manageAssessment: {
    title: 'Manage assessment',
  },
  my: {
    title: 'Assessment info',
  },
  page: {
    title: 'Assessment',
  },
  form: {
    title: 'Additional application form',
    complete: 'Your additional application form has been submitted.',
  },
  mobile: {
    title: 'Mobile camera',
  },
  room: {
    title: 'Exam',
  },
  report: {
    title: 'Examinee report',
  },
};
