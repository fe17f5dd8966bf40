import type { RequestContext } from '@seodang/sdk';
import { pictureSecret } from '@seodang/sdk/common';
import type { z } from 'zod';
import type { createAccountsSchema, IssuedCredential } from '../../common/accounts.ts';
import { generatePassword, generatePictureSequence } from './credentials.ts';
import { makeAccounts } from './make-accounts.ts';

/**
 * createAccountAuth / createAccountPicture: makes up to 25 accounts in the channel with a generated
 * password or a picture sequence each, and answers the credentials, the only time they are shown.
 */
export async function createAccounts(
  rc: RequestContext,
  input: z.output<typeof createAccountsSchema>,
): Promise<IssuedCredential[]> {
  const issued = input.accounts.map((a) =>
    input.kind === 'picture'
      ? { ...a, pictures: generatePictureSequence() }
      : { ...a, password: generatePassword() },
  );
  const ids = await makeAccounts(rc, {
    kind: input.kind,
    role: input.role,
    accounts: issued.map((a) => ({
      userId: a.userId,
      name: a.name,
      group: a.group,
      profile: a.profile,
      secret: 'pictures' in a ? pictureSecret(a.pictures) : a.password,
    })),
  });
  return issued.map((a, i) => ({
    id: ids[i],
    userId: a.userId,
    name: a.name,
    kind: input.kind,
    group: a.group ?? null,
    ...('pictures' in a ? { pictures: a.pictures } : { password: a.password }),
  }));
}
