// The demo logins: one place that the seed (core/src/cli.ts seed) reads to create them and
// that `npm start` prints. Passwords follow the sign-up rule (8–30 characters with a letter,
// a digit and a special character); they are for local demos only.

/** The demo school channel, reachable at `<slug>.localhost:<port>`. */
export const demoChannel = {
  slug: 'school',
  name: '한빛고등학교',
  description: '서당 데모 학교 채널: 프로그래밍 수업과 코딩 평가',
  organizationType: 'school',
} as const;

/** One demo account and where it belongs. */
export interface DemoAccount {
  userId: string;
  password: string;
  name: string;
  email: string;
  /** `public`: the public site only; `channel`: also a member of the demo channel. */
  scope: 'public' | 'channel';
  /** Role on the public site (scope public) or in the demo channel (scope channel). */
  role: 'student' | 'teacher' | 'admin';
  /** The channel's main manager (role admin). */
  isMainManager: boolean;
  /** A co-manager's rights (spec §3, `managerRights` of the SDK); absent: every right. */
  managerRights?: readonly string[];
  /** Short description printed beside the login. */
  label: string;
}

/** Every demo account, in the order `npm start` prints them. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    userId: 'minjun',
    password: 'Baeum#2025',
    name: '김민준',
    email: 'minjun@example.com',
    scope: 'public',
    role: 'student',
    isMainManager: false,
    label: 'public site — learner',
  },
  {
    userId: 'seoyeon',
    password: 'Seonsaeng#2025',
    name: '이서연',
    email: 'seoyeon@example.com',
    scope: 'public',
    role: 'teacher',
    isMainManager: false,
    label: 'public site — teacher',
  },
  {
    userId: 'jihoon.admin',
    password: 'Gyojang#2025',
    name: '박지훈',
    email: 'jihoon@example.com',
    scope: 'channel',
    role: 'admin',
    isMainManager: true,
    label: 'school channel — main manager',
  },
  {
    userId: 'minseo.comanager',
    password: 'Gyogam#2025',
    name: '한민서',
    email: 'minseo@example.com',
    scope: 'channel',
    role: 'admin',
    isMainManager: false,
    managerRights: ['noticeManagement', 'applicantManagement'],
    label: 'school channel — co-manager (notices and applicants only)',
  },
  {
    userId: 'sua.teacher',
    password: 'Seonsaeng#2025',
    name: '최수아',
    email: 'sua@example.com',
    scope: 'channel',
    role: 'teacher',
    isMainManager: false,
    label: 'school channel — teacher',
  },
  {
    userId: 'hajun',
    password: 'Haksaeng#2025',
    name: '정하준',
    email: 'hajun@example.com',
    scope: 'channel',
    role: 'student',
    isMainManager: false,
    label: 'school channel — student',
  },
  {
    userId: 'jiwoo',
    password: 'Haksaeng#2025',
    name: '강지우',
    email: 'jiwoo@example.com',
    scope: 'channel',
    role: 'student',
    isMainManager: false,
    label: 'school channel — student',
  },
  {
    userId: 'seoyun',
    password: 'Haksaeng#2025',
    name: '윤서윤',
    email: 'seoyun@example.com',
    scope: 'channel',
    role: 'student',
    isMainManager: false,
    label: 'school channel — student',
  },
];
