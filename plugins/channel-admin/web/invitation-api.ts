import { api } from '@seodang/sdk/web';

type Data<T> = { data: T };

export interface MailInvitationView {
  id: number;
  email: string;
  role: string;
  group: string | null;
  locale: string;
  state: 'sent' | 'bounced' | 'joined' | 'expired' | 'cancelled';
  expiresAt: string;
  createdAt: string;
}

export interface InvitationLinkView {
  id: number;
  role: string;
  maxUses: number | null;
  uses: number;
  state: 'active' | 'used' | 'expired' | 'revoked';
  expiresAt: string;
  createdAt: string;
}

export interface InvitationInfo {
  category: 'email' | 'link';
  channelName: string;
  email: string | null;
  role: string;
  expiresAt: string;
  closed: 'expired' | 'used' | 'revoked' | null;
}

/** Addresses one request carries; the screen sends a longer list in batches of this size. */
export const mailBatchSize = 25;

/** The plugin's invitation routes as the screens call them. */
export const invitationApi = {
  /** The channel's default invitation validity and mail text. */
  defaults: () =>
    api
      .get<Data<{ validDays: number; template: string }>>('/api/channel/invitations/defaults')
      .then((r) => r.data),
  listMail: () => api.get<Data<MailInvitationView[]>>('/api/channel/invitations').then((r) => r.data),
  send: (body: {
    emails: string[];
    role: string;
    group: string | null;
    locale: string;
    validDays?: number;
  }) =>
    api
      .post<Data<{ invited: string[]; skipped: string[]; message: string | null }>>(
        '/api/channel/invitations',
        body,
      )
      .then((r) => r.data),
  resend: (id: number) => api.post(`/api/channel/invitations/${id}/resend`, {}),
  resendFailed: () =>
    api
      .post<Data<{ resent: number; ids: number[] }>>('/api/channel/invitations/resend-failed', {})
      .then((r) => r.data),
  cancel: (id: number) => api.delete(`/api/channel/invitations/${id}`),
  listLinks: () => api.get<Data<InvitationLinkView[]>>('/api/channel/invitation-links').then((r) => r.data),
  createLink: (body: { role: string; maxUses: number | null; validDays?: number }) =>
    api
      .post<Data<{ id: number; url: string; expiresAt: string }>>('/api/channel/invitation-links', body)
      .then((r) => r.data),
  revokeLink: (id: number) => api.delete(`/api/channel/invitation-links/${id}`),
  info: (token: string) => api.get<Data<InvitationInfo>>(`/api/invitations/${token}`).then((r) => r.data),
  accept: (token: string) =>
    api
      .post<Data<{ state: 'joined' | 'alreadyJoined'; category: 'email' | 'link' }>>(
        `/api/invitations/${token}/accept`,
        {},
      )
      .then((r) => r.data),
};

/** Addresses typed or pasted in the form: split on commas, semicolons, spaces and new lines. */
export const parseEmails = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean),
  ),
];
