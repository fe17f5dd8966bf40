import { createServiceRef } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';

/** One notification's words in each language; each recipient gets their own language. */
export type NotificationTexts = Record<Locale, { title: string; message: string }>;

/** What other plugins may ask of the community plugin's notifications. */
export interface NotificationSender {
  /** Stores a notification for each user and delivers it live on `user:{id}`; returns how many were sent. */
  send(input: {
    channelId: number | null;
    userIds: number[];
    type?: 'normal' | 'promotion';
    texts: NotificationTexts;
    link?: string | null;
  }): Promise<number>;
}

/** Service ref for sending notifications (provided by the community plugin when it is installed). */
export const notificationSenderRef = createServiceRef<NotificationSender>('community.notification-sender');
