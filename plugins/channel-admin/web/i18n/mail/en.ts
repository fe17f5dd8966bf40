import type { mailKo } from './ko.ts';

/** English texts of /admin/mail. */
export const mailEn: typeof mailKo = {
  lead: 'Mail the channel sent and whether it arrived. A failed or bounced mail can be sent again.',
  section: {
    heading: 'Mail',
    lead: 'See whether sent mail arrived and send failed mail again.',
    link: 'Go to mail',
  },
  filter: 'Status',
  any: 'All',
  list: 'Sent mail',
  empty: 'No mail sent yet.',
  to: 'To',
  subject: 'Subject',
  kind: 'Kind',
  status: 'Status',
  reply: 'Server reply',
  created: 'Sent at',
  attempts: '{{count}} attempts',
  actions: 'Actions',
  retry: 'Send again',
  retried: 'Sending to {{to}} again.',
  statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed', bounced: 'Bounced' },
  kinds: {
    invitation: 'Invitation',
    'join-request': 'Join request',
    'join-accepted': 'Join accepted',
    other: 'Other',
  },
};
