import type { Knex } from '@seodang/sdk';
import { issuerIdFor } from '../issuer.ts';
import { signCredential } from '../signing/sign.ts';
import { encodedStatusList, statusListUrl } from './status-lists.ts';

/** The signed `BitstringStatusListCredential` of one list, as `GET /api/credentials/status/{listId}` serves it. */
export async function signedStatusList(db: Knex, origin: string, listId: number): Promise<string> {
  const url = statusListUrl(origin, listId);
  return signCredential(db, origin, {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerIdFor(origin),
    validFrom: new Date().toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await encodedStatusList(db, listId),
    },
  });
}
