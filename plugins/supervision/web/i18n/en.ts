import type { ko } from './ko.ts';

/** English texts of the supervision screens (the toasts as written in the spec). */
export const en: typeof ko = {
  title: 'Real-time control room', controlView: 'Exam control', allExaminees: 'All examinees', group: 'Group', search: 'Search', filters: 'Status', reset: 'Reset',
  columns: 'Columns', perPage: 'Users per page', videoTypes: 'Video types', mainVideo: 'Main video', sidePanel: 'Side panel', sortLabel: 'Sort', paging: 'Pages', prevPage: 'Previous page', nextPage: 'Next page', noMatch: 'No examinees match.', noExaminees: 'There are no examinees.', focusPicked: 'Focus the {{count}} selected', focusUser: 'Focus {{name}}', searchTypeLabel: 'Search by', actions: 'Actions', minutes: '{{count}} min', unmuteAll: 'Unmute all', mutedLabel: 'Muted', exitTimer: 'Exits in {{time}}', disconnected: 'disconnected: {{devices}}', muteAll: 'Mute all', mute: 'Mute', unmute: 'Unmute',
  paused: 'Paused', identify: 'Verify identity', identified: 'Identity verified', report: 'Report', reportOf: 'Report of {{name}}', incidents: 'Integrity signals', backToList: 'Back to the list', close: 'Close', cancel: 'Cancel', confirm: 'Confirm',
  name: 'Name', email: 'E-mail', statusLabel: 'Status', extraTime: 'Extra time', searchType: { name: 'Name', email: 'E-mail' },
  sort: { name: 'Name', status: 'Status' },
  identityCheck: { title: 'Verify the identity of {{name}}', photo: 'Identity photo', webcam: 'Live webcam', photoUnavailable: 'The identity photo cannot be shown.', noVideo: 'No video server: the webcam cannot be shown.', pending: 'Not verified yet. Compare the face in the photo with the webcam.', view: 'See the identity check of {{name}}', verifiedAt: 'Identity verified ({{date}}).' },
  feed: { connecting: 'Connecting to the {{device}}…', waiting: 'Waiting for the examinee\'s {{device}}', retrying: '{{device}} lost · reconnecting in {{seconds}} s (attempt {{attempt}})', retryNow: 'Reconnect now' },
  video: { webcam: 'Webcam', screen: 'Screen', mobile: 'Mobile' },
  status: { neverEnteredExamRoom: 'Not taken', inWaitingRoom: 'Checking the exam environment', takingExam: 'Taking', takingExamButVideoUnavailable: 'Video unavailable', finishedExam: 'Finished the exam', examBrowserLeaved: 'Left the browser' },
  action: { reload: 'Reload', pause: 'Pause', resume: 'Release pause', notice: 'Send a notice', extend: 'Add extra time', target: 'Target', minutes: 'Extra time (minutes)', noticeTitle: 'Title', noticeContents: 'Contents', findExaminee: 'Or find one examinee (name or e-mail)', findPlaceholder: 'Name or e-mail', searching: 'Searching…', searchFailed: 'The search failed. Try again.' },
  toast: {
    reload: 'Refreshed the exam room of the selected examinees.', pause: 'Paused the screen of the selected examinees.', resume: 'Resumed the screen of the selected examinees.',
    notice: 'Sent a notification to the selected examinees.', extend: 'Extended the exam time of the selected examinees.', failed: 'The request failed.',
  },
  history: { title: 'Real-time access history', new: 'New history', filter: 'History type', search: 'Search names', ALL: 'All', ENTER: 'Enter', EXIT: 'Exit', NO_SEARCH_RESULT: 'No search results.', NO_FILTER_RESULT: 'No entries of this type.', EMPTY_RESULT: 'No history yet.', deviceLost: 'moved to the device check ({{devices}} stayed disconnected)' },
  groups: {
    addUsersButton: 'Add users', addUsers: 'Add users to {{group}}', role: 'Role', roles: { student: 'Student', supervisor: 'Supervisor' }, addMode: 'How to add', modes: { pick: 'Pick from the list', csv: 'CSV file' },
    csvFile: 'CSV file', csvHelp: 'One groupName,userId per line (the first line is a header)', noCandidates: 'No users can be added.', students: 'Students', noStudents: 'No students in this group.',
    noSupervisors: 'No supervisors assigned.', noUnassigned: 'Every student is assigned.', noSearchResult: 'No search results.', removeUser: 'Remove {{name}}', name: 'Group name',
    moveTo: 'Group for the {{count}} selected', removeCaution: 'The {{count}} selected will be removed from the group.',
    errCode: { 1: 'A group can hold at most 24 users.', 2: 'Some users are not part of this exam.', 3: 'The group does not exist.', 4: 'There are no users to add.' },
    title: 'Supervision groups', search: 'Search students', unassigned: 'Unassigned students', add: 'Add a group', autoAssign: 'Auto-assign', move: 'Move to a group', remove: 'Remove from the group',
    delete: 'Delete the group', deleteCaution: 'Deleting the group unassigns everyone in it.', pick: 'Select a group.', supervisors: 'Supervisors', useReset: 'Reset existing assignments',
    studentNum: 'Students per group', assigned: 'Auto-assignment done.',
  },
  level: { NOT_VERIFIED: 'Not verified', VERIFIED: 'Verified', NEED_REVERIFICATION: 'Reverification needed', VERIFICATION_FAILED: 'Verification failed' },
};
