import type { MessageType, TemplateBody, TemplateScope } from './template-input.ts';

/** A template as the API answers it; `position` is its place in its type's list. */
export interface MessageTemplate {
  templateId: number;
  name: string;
  scope: TemplateScope;
  type: MessageType;
  template: TemplateBody;
  position: number;
  /** The caller may change or delete it (its author, or a channel admin). */
  canEdit: boolean;
}

/** Where one recipient's copy is. */
export type RecipientState = 'queued' | 'sent' | 'failed' | 'bounced' | 'read';
export const recipientStates: RecipientState[] = ['queued', 'sent', 'failed', 'bounced', 'read'];

/** One recipient's copy, rendered in their language. */
export interface PreviewItem {
  userId: number;
  name: string;
  locale: string;
  headline: string;
  message: string;
  /** The line under a mail, in the recipient's language. */
  footer: string;
}

/** A send in the history list (`isChecked` is the screen's own). */
export interface HistoryItem {
  sequence: number;
  type: MessageType;
  headline: string;
  senderName: string;
  audience: string;
  recipientCount: number;
  sentAt: string;
  /** How many recipients are in each state. */
  states: Record<RecipientState, number>;
  /** Mails only: 'sent' when every mail landed, else the worst state there is. */
  sendResult?: RecipientState;
}

/** One recipient in a send's detail. */
export interface HistoryRecipient {
  userId: number;
  name: string;
  state: RecipientState;
  /** The mail server's last answer, for mails. */
  reply: string | null;
  readAt: string | null;
}

/** A send with its message and recipients. */
export interface HistoryDetail extends HistoryItem {
  message: string;
  recipients: HistoryRecipient[];
}

/** What a recipient opens at `/message/{sequence}`. */
export interface ReceivedMessage {
  sequence: number;
  type: MessageType;
  headline: string;
  message: string;
  senderName: string;
  sentAt: string;
}
