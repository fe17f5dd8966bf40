import type { FakeDirectoryPerson } from './scim-server.ts';

/** The demo directory's token: local and development only, so no secret worth keeping. */
export const demoDirectoryToken = 'seodang-demo-directory';

/**
 * The people of the demo company directory `npm start` serves. Against the demo channel they make
 * a diff of every kind: two demo accounts get a department (update), two newcomers are added, a
 * deactivated member returns (reactivate), and the seed links one member who is no longer listed
 * (deactivate). The admin is listed too, and left untouched.
 */
export const demoDirectoryPeople: FakeDirectoryPerson[] = [
  { id: 'works-1001', name: '김민준', email: 'minjun@example.com', department: '개발팀' },
  { id: 'works-1002', name: '이서연', email: 'seoyeon@example.com', department: '교육팀' },
  { id: 'works-1003', name: '박지훈', email: 'jihoon@example.com', department: '경영지원팀' },
  { id: 'works-1004', name: '최하준', email: 'hajun.choi@example.com', department: '개발팀' },
  { id: 'works-1005', name: '정이서', email: 'iseo.jung@example.com', department: '디자인팀' },
  { id: 'works-1006', name: '강도현', email: 'dohyun.kang@example.com', department: '영업팀' },
];

/** The member the demo channel links to the directory though they left it (the diff deactivates them). */
export const demoLeaver = {
  userId: 'demo-sync-leaver',
  name: '송예준',
  email: 'yejun.song@example.com',
  externalId: 'works-0999',
};
/** The deactivated member whom the directory lists again (the diff reactivates them). */
export const demoReturning = {
  userId: 'demo-sync-returning',
  name: '강도현',
  email: 'dohyun.kang@example.com',
};
