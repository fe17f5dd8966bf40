import { api } from '@seodang/sdk/web';

export const mailStatuses = ['queued', 'sent', 'failed', 'bounced'] as const;
export type MailStatusName = (typeof mailStatuses)[number];

/** A mail of the channel as /admin/mail lists it (never its body). */
export interface ChannelMailView {
  id: number;
  kind: string;
  to: string;
  subject: string;
  locale: string;
  status: MailStatusName;
  attempts: number;
  /** The SMTP server's last answer, or the reason of a late bounce. */
  lastReply: string | null;
  createdAt: string;
  sentAt: string | null;
  bouncedAt: string | null;
}

export interface ChannelMailPage {
  list: ChannelMailView[];
  totalCount: number;
  page: number;
  limit: number;
}

/** The channel's mail routes as /admin/mail calls them. */
export const mailApi = {
  list: (query: { status?: MailStatusName; page: number; limit: number }) => {
    const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
    if (query.status) params.set('status', query.status);
    return api.get<{ data: ChannelMailPage }>(`/api/channel/mails?${params}`).then((r) => r.data);
  },
  retry: (id: number) => api.post(`/api/channel/mails/${id}/retry`, {}),
};
