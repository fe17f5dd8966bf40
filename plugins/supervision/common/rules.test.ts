import test from 'ava';
import { displayStatuses } from '@seodang/plugin-assessment/common';
import {
  autoAssignOptions,
  chunkStudents,
  focusAfterClick,
  toggleVideoType,
  historyEmptyState,
  historyFlag,
  isNoopMove,
  isVisible,
  liveStatusSearch,
  movePage,
  noticeHtml,
  pageCount,
  parseGroupCsv,
  resetControls,
  searchStudents,
  searchTextOf,
  setVideoTypes,
  sortUsers,
  toggleFilter,
  toggleSort,
  unassignedStudents,
  usersPerPageFor,
} from './index.ts';

test('users per page: smallest option ≥ count, else 16', (t) => {
  t.deepEqual(
    [0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 500].map(usersPerPageFor),
    [4, 4, 4, 8, 8, 12, 12, 16, 16, 16, 16],
  );
});

test('sort, filters, reset, visibility, paging', (t) => {
  t.is(toggleSort('name', 'name'), null, 'choosing the active sort clears it');
  t.is(toggleSort(null, 'status'), 'status');
  t.deepEqual(toggleFilter(['TAKING_EXAM'], 'TAKING_EXAM'), ['TAKING_EXAM'], 'the last filter stays');
  t.deepEqual(toggleFilter(['TAKING_EXAM', 'FINISHED_EXAM'], 'TAKING_EXAM'), ['FINISHED_EXAM']);
  t.deepEqual(toggleFilter(['TAKING_EXAM'], 'FINISHED_EXAM'), ['TAKING_EXAM', 'FINISHED_EXAM']);
  t.deepEqual(resetControls(), { sort: 'name', filters: [...displayStatuses], keyword: '' });
  const u = { status: 'TAKING_EXAM' as const, name: '정하준', email: 'hajun@example.com' };
  t.true(isVisible(u, ['TAKING_EXAM'], ''));
  t.true(isVisible(u, ['TAKING_EXAM'], '하준'));
  t.true(isVisible(u, ['TAKING_EXAM'], 'hajun@'));
  t.false(isVisible(u, ['TAKING_EXAM'], '민수'));
  t.false(isVisible(u, ['FINISHED_EXAM'], ''), 'status AND keyword');
  t.is(pageCount(25, 12), 3);
  t.is(pageCount(0, 12), 0);
  t.is(movePage(1, -1, 3), 1);
  t.is(movePage(1, 1, 3), 2);
  t.is(movePage(3, 1, 3), 3);
  t.is(movePage(1, 1, 0), 1);
  t.deepEqual(
    sortUsers(
      [
        { name: '나', status: 'FINISHED_EXAM' },
        { name: '가', status: 'TAKING_EXAM' },
      ],
      'name',
    ).map((x) => x.name),
    ['가', '나'],
  );
  t.deepEqual(
    sortUsers(
      [
        { name: '가', status: 'FINISHED_EXAM' },
        { name: '나', status: 'NEVER_ENTERED_EXAM_ROOM' },
      ],
      'status',
    ).map((x) => x.name),
    ['나', '가'],
  );
});

test('video types, history panel, empty states, notice and search formats', (t) => {
  t.deepEqual(setVideoTypes(['screen', 'mobile'], 'webcam'), {
    active: ['screen', 'mobile'],
    main: 'screen',
  });
  t.deepEqual(setVideoTypes(['webcam', 'screen'], 'webcam').main, 'webcam');
  t.deepEqual(historyFlag({ open: false, hasNew: true }, 'open'), { open: true, hasNew: false });
  t.deepEqual(historyFlag({ open: false, hasNew: false }, 'refetch'), { open: false, hasNew: true });
  t.deepEqual(historyFlag({ open: true, hasNew: false }, 'refetch'), { open: true, hasNew: false });
  t.is(historyEmptyState(0, 0, 0, ''), 'EMPTY_RESULT');
  t.is(historyEmptyState(3, 0, 0, ''), 'NO_FILTER_RESULT');
  t.is(historyEmptyState(3, 2, 0, '김'), 'NO_SEARCH_RESULT');
  t.is(historyEmptyState(3, 2, 1, '김'), null);
  t.is(noticeHtml('a\nb\r\nc'), 'a<br>b<br>c');
  t.is(liveStatusSearch('name', '하준'), 'name_하준');
});

test('groups: search text, search with first result selected, unassigned, no-op move, auto-assign options, chunks, CSV', (t) => {
  const students = [
    { id: 1, name: '정 하준', email: 'ha jun@example.com' },
    { id: 2, name: '강지우', email: 'jiwoo@example.com' },
    { id: 3, name: '윤서윤', email: 'seoyun@x.kr' },
  ];
  t.is(searchTextOf(students[0]), '정하준hajun');
  const groups = [{ index: 10, name: 'Group1', supervisors: [], students: [1] }];
  const r = searchStudents(students, groups, '하 준');
  t.is(r.searchResults.length, 1);
  t.is(r.selectedSearchResult?.group?.index, 10);
  t.is(
    searchStudents(students, groups, 'example').searchResults.length,
    0,
    'the e-mail domain is not searched',
  );
  t.is(searchStudents(students, groups, 'jiwoo').selectedSearchResult?.group, null);
  t.deepEqual(
    unassignedStudents(students, groups).map((s) => s.id),
    [2, 3],
  );
  t.true(isNoopMove(10, 10));
  t.true(isNoopMove('10', 10));
  t.false(isNoopMove(10, 11));
  t.deepEqual(autoAssignOptions({ useReset: 'on', studentNum: '08', keep: 'x' }), {
    useReset: true,
    studentNum: 8,
    keep: 'x',
  });
  t.deepEqual(autoAssignOptions({ studentNum: '5.7' }), { useReset: false, studentNum: 5 });
  t.deepEqual(chunkStudents([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
  t.is(
    chunkStudents(
      Array.from({ length: 30 }, (_, i) => i),
      100,
    )[0].length,
    24,
    'never more than 24',
  );
  t.deepEqual(parseGroupCsv('groupName,userId\nGroup1,hajun\n"2반", jiwoo\n\nbad'), [
    { groupName: 'Group1', userId: 'hajun' },
    { groupName: '2반', userId: 'jiwoo' },
  ]);
});

test('focus: a click focuses one user; Ctrl/⌘-click toggles users in a multiple focus', (t) => {
  t.deepEqual(focusAfterClick([1, 2], 3, false), [3]);
  t.deepEqual(focusAfterClick([1], 2, true), [1, 2]);
  t.deepEqual(focusAfterClick([1, 2], 1, true), [2]);
});

test('video types: hiding the main type makes the first shown type main; the last one stays', (t) => {
  t.deepEqual(toggleVideoType({ active: ['webcam', 'screen'], main: 'webcam' }, 'webcam'), {
    active: ['screen'],
    main: 'screen',
  });
  t.deepEqual(toggleVideoType({ active: ['screen'], main: 'screen' }, 'screen'), {
    active: ['screen'],
    main: 'screen',
  });
  t.deepEqual(
    toggleVideoType({ active: ['screen'], main: 'screen' }, 'webcam'),
    { active: ['webcam', 'screen'], main: 'screen' },
    'kept in the spec order',
  );
});
