import { api } from '@seodang/sdk/web';
import type {
  CreateAccountsInput,
  CreatedAccountView,
  IssuedCredential,
  TempUsersInput,
} from '../common/accounts.ts';

type Data<T> = { data: T };

/** The made-accounts routes as the screens call them; credentials come back once and are never fetched again. */
export const accountApi = {
  list: () => api.get<Data<CreatedAccountView[]>>('/api/channel/accounts').then((r) => r.data),
  create: (body: CreateAccountsInput) =>
    api
      .post<Data<{ accounts: IssuedCredential[] }>>('/api/channel/accounts', body)
      .then((r) => r.data.accounts),
  createTemp: (body: TempUsersInput) =>
    api
      .post<Data<{ accounts: IssuedCredential[] }>>('/api/channel/temp-users', body)
      .then((r) => r.data.accounts),
  reset: (userId: number) =>
    api
      .post<Data<IssuedCredential>>(`/api/channel/members/${userId}/reset-credential`, {})
      .then((r) => r.data),
};
