import test from 'ava';
import { buildMenu, type MenuContext, type MenuEntry } from './menu-model.ts';
import { shellMenuEntries } from './shell-menu.ts';

const plugin = (key: MenuEntry['key'], extra: Partial<MenuEntry> = {}): MenuEntry => ({
  key,
  path: `/${key}`,
  labelKey: key,
  ns: 'x',
  ...extra,
});
const all: MenuEntry[] = [
  plugin('qna'),
  plugin('notice'),
  plugin('myLectures'),
  plugin('assessmentInfo'),
  plugin('lectureManagement'),
  plugin('quizManagement'),
  plugin('recruitmentManagement'),
  plugin('assessmentManagement'),
  plugin('partnerEducation'),
  ...shellMenuEntries,
];
const services = { LECTURE: true, ASSESSMENT: true, RECRUITMENT: true };
const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  isLoggedIn: true,
  role: 'student',
  isPartner: false,
  isMobile: false,
  inLesson: false,
  isChannel: false,
  services,
  restrictions: [],
  ...over,
});
const keys = (c: MenuContext) => buildMenu(all, c).map((e) => e.key);

test('admin sees everything in the spec order', (t) => {
  t.deepEqual(keys(ctx({ role: 'admin', isPartner: true })), [
    'channelManagement',
    'assessmentManagement',
    'recruitmentManagement',
    'lectureManagement',
    'quizManagement',
    'myLectures',
    'assessmentInfo',
    'partnerEducation',
    'notice',
    'qna',
    'editProfile',
    'signOut',
  ]);
});

test('teacher sees the management items but not Channel management', (t) => {
  t.deepEqual(keys(ctx({ role: 'teacher' })), [
    'assessmentManagement',
    'recruitmentManagement',
    'lectureManagement',
    'quizManagement',
    'myLectures',
    'assessmentInfo',
    'notice',
    'qna',
    'editProfile',
    'signOut',
  ]);
});

test('a student, supervisor or tester sees only the items for all', (t) => {
  for (const role of ['student', 'supervisor', 'temp'] as const) {
    t.deepEqual(keys(ctx({ role })), [
      'myLectures',
      'assessmentInfo',
      'notice',
      'qna',
      'editProfile',
      'signOut',
    ]);
  }
});

test('the partner page is only for partner-program users', (t) => {
  t.true(keys(ctx({ isPartner: true })).includes('partnerEducation'));
  t.false(keys(ctx()).includes('partnerEducation'));
});

test('management items are hidden on mobile and inside a lesson', (t) => {
  for (const c of [ctx({ role: 'admin', isMobile: true }), ctx({ role: 'admin', inLesson: true })]) {
    t.deepEqual(keys(c), ['myLectures', 'assessmentInfo', 'notice', 'qna', 'editProfile', 'signOut']);
  }
});

test('notices, Q&A and the partner page are hidden inside a channel', (t) => {
  t.deepEqual(keys(ctx({ isChannel: true, isPartner: true })), [
    'myLectures',
    'assessmentInfo',
    'editProfile',
    'signOut',
  ]);
});

test('service menus only when the channel has the service', (t) => {
  t.deepEqual(keys(ctx({ role: 'admin', services: { LECTURE: true } })), [
    'channelManagement',
    'lectureManagement',
    'quizManagement',
    'myLectures',
    'notice',
    'qna',
    'editProfile',
    'signOut',
  ]);
});

test('per-channel restrictions hide items', (t) => {
  t.deepEqual(keys(ctx({ restrictions: ['qna', 'myLectures'] })), [
    'assessmentInfo',
    'notice',
    'editProfile',
    'signOut',
  ]);
});

test('the logged-out menu', (t) => {
  t.deepEqual(keys(ctx({ isLoggedIn: false, role: null })), [
    'notice',
    'qna',
    'login',
    'signup',
    'contactUs',
  ]);
  t.deepEqual(keys(ctx({ isLoggedIn: false, role: null, isChannel: true })), [
    'login',
    'signup',
    'contactUs',
  ]);
});

test('a plugin may narrow a target but not widen it; the lower order wins a key', (t) => {
  const entries = [
    plugin('qna', { target: 'admin' }),
    plugin('notice', { target: 'all' }),
    plugin('channelManagement', { target: 'all' }),
  ];
  t.deepEqual(
    buildMenu(entries, ctx()).map((e) => e.key),
    ['notice'],
  );
  const twice = [plugin('qna', { path: '/b', order: 2 }), plugin('qna', { path: '/a', order: 1 })];
  t.is(buildMenu(twice, ctx())[0].path, '/a');
});
