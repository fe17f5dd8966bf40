import { api, apiRequest, logError } from '@seodang/sdk/web';
import type {
  HistoryDetail,
  HistoryItem,
  HistoryQuery,
  MessageTemplate,
  MessageType,
  PreviewInput,
  PreviewItem,
  ReceivedMessage,
  SendInput,
  TemplateInput,
} from '../common/index.ts';

type Data<T> = { data: T };
type Result<T> = { result: T };

/**
 * The spec's rule for template calls: a failure is reported (client error log, sent on to error
 * reporting) and the error object comes back in place of the data, for the editor to show.
 */
async function templateCall<T>(code: string, call: () => Promise<T>): Promise<T | Error> {
  try {
    return await call();
  } catch (error) {
    logError(`message_template_${code}`, { message: error instanceof Error ? error.message : String(error) });
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** A preview: who the message reaches and the first recipients' copies. */
export interface Preview {
  audience: string;
  recipientCount: number;
  list: PreviewItem[];
}

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const messagingApi = {
  templates: () =>
    templateCall('list', () =>
      api.get<Data<Record<MessageType, MessageTemplate[]>>>('/api/message/template/list').then((r) => r.data),
    ),
  createTemplate: (body: TemplateInput) =>
    templateCall('create', () =>
      api.post<Result<{ templateId: number }>>('/api/message/template/create', body).then((r) => r.result),
    ),
  updateTemplate: (templateId: number, body: TemplateInput) =>
    templateCall('update', () =>
      api.put<Result<boolean>>(`/api/message/template/${templateId}`, body).then((r) => r.result),
    ),
  deleteTemplate: (templateId: number) =>
    templateCall('delete', () =>
      api.delete<Result<boolean>>(`/api/message/template/${templateId}`).then((r) => r.result),
    ),
  preview: (body: PreviewInput) =>
    api.post<Data<Preview>>('/api/message/template/preview', body).then((r) => r.data),
  send: (body: SendInput) =>
    api
      .post<Result<{ sequence: number; repeated: boolean }>>('/api/message/send', body)
      .then((r) => r.result),
  history: (query: Partial<HistoryQuery>) =>
    api
      .get<Data<{ list: HistoryItem[]; dataLength: number }>>(
        '/api/message/history',
        query as Record<string, string | number>,
      )
      .then((r) => r.data),
  detail: (sequence: number) =>
    api.get<Data<HistoryDetail>>(`/api/message/history/${sequence}`).then((r) => r.data),
  resend: (sequence: number) =>
    api.post<Result<number>>(`/api/message/history/${sequence}/resend`, {}).then((r) => r.result),
  deleteHistory: (selecteSequenceArr: number[]) =>
    apiRequest<Result<number>>('/api/message/history', {
      method: 'DELETE',
      body: { selecteSequenceArr },
    }).then((r) => r.result),
  received: (sequence: number) =>
    api.get<Data<ReceivedMessage>>(`/api/message/inbox/${sequence}`).then((r) => r.data),
  lectures: () =>
    api.get<Data<{ lectureIndex: number; title: string }[]>>('/api/message/lectures').then((r) => r.data),
};
