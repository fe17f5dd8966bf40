import { iso } from '../scope.ts';

/** A row of `community_notifications`, as the list and live delivery present it. */
export interface NotificationRow {
  id: number;
  type: string;
  title: string;
  message: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

/** A notification as the API and the live socket send it. */
export const presentNotification = (r: NotificationRow) => ({
  index: Number(r.id),
  type: r.type,
  title: r.title,
  message: r.message,
  link: r.link,
  isRead: !!r.read_at,
  createdAt: iso(r.created_at),
});
