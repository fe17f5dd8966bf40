import type { ko } from './ko.ts';

/** English texts of member-sync. */
export const en: typeof ko = {
  title: 'Member sync',
  intro:
    "Keeps the channel's members in step with your company directory (SCIM 2.0, Kakao Work). Preview the changes, then apply them.",
  notInChannel: 'Available in a channel.',
  section: {
    heading: 'Member sync',
    lead: 'Add members from your company directory and deactivate those who left.',
    link: 'Member sync settings',
  },
  provider: { scim: 'SCIM 2.0 (NAVER WORKS and others)', kakaoWork: 'Kakao Work' },
  schedule: { off: 'Off (run it yourself)', hourly: 'Every hour', daily: 'Every day' },
  departmentTarget: { departments: 'Departments', corpDept: 'Company department (corpDept)' },
  config: {
    heading: 'Directory settings',
    provider: 'Directory',
    baseUrl: 'Address',
    baseUrlHint: 'e.g. https://example.com/scim/v2',
    token: 'Token',
    tokenHint: 'The token is stored encrypted and never shown again.',
    tokenStored: 'A token is stored. Enter one only to replace it.',
    schedule: 'Automatic sync',
    departmentTarget: 'Put the department in',
    rules:
      'People missing from the directory are deactivated, never deleted. Channel admins are never changed. An automatic sync that would deactivate more than 10% of the members waits for an admin’s review.',
    save: 'Save',
    saved: 'Saved.',
    test: 'Test connection',
    testOk: 'Connected to the directory.',
  },
  kind: { add: 'Add', update: 'Update', deactivate: 'Deactivate', reactivate: 'Reactivate' },
  diff: {
    heading: 'Preview of changes',
    preview: 'Preview changes',
    counts:
      '{{add}} to add, {{update}} to update, {{deactivate}} to deactivate, {{reactivate}} to reactivate',
    review: 'This deactivates {{count}} of {{members}} members. Please check before applying.',
    none: 'Nothing to change.',
    kind: 'Change',
    name: 'Name',
    email: 'E-mail',
    department: 'Department',
    apply: 'Apply',
    cancel: 'Cancel',
    confirmTitle: 'Apply the sync?',
    confirmBody:
      'This adds {{add}}, updates {{update}}, deactivates {{deactivate}} and reactivates {{reactivate}} members.',
    applied: 'The sync was applied.',
  },
  runs: {
    heading: 'Sync history',
    empty: 'No syncs yet.',
    at: 'When',
    trigger: 'Run by',
    status: 'Status',
    result: 'Result',
  },
  trigger: { manual: 'Admin', schedule: 'Schedule' },
  status: {
    preview: 'Waiting to apply',
    review: 'Waiting for review',
    applied: 'Applied',
    failed: 'Failed',
    superseded: 'Superseded',
  },
  reason: {
    unauthorized: 'The token was refused (401).',
    rate_limited: 'Too many requests (429). Try again in {{retryAfter}} s.',
    server_error: 'The directory server failed (5xx).',
    unreachable: 'The directory server does not answer.',
    bad_response: "The directory's answer could not be read.",
    address_not_allowed: 'An address in the internal network cannot be a directory.',
    seat_limit: "Not applied: it would exceed the channel's member limit.",
  },
};
