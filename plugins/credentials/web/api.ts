import { api } from '@seodang/sdk/web';
import type { CertificatePage, VerifyAnswer } from '../common/index.ts';

type Data<T> = { data: T };

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const credentialsApi = {
  verify: (credential: string) =>
    api.post<Data<VerifyAnswer>>('/api/credentials/verify', { credential }).then((r) => r.data),
  certificate: (certId: string) =>
    api.get<Data<CertificatePage>>(`/api/certificate/${encodeURIComponent(certId)}`).then((r) => r.data),
};

/** Where a certificate's signed credential downloads from. */
export const credentialUrl = (certId: string) => `/api/certificate/${encodeURIComponent(certId)}/credential`;
