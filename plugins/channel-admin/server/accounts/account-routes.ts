import { z } from 'zod';
import { managerRight, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { accountBatchSize, createAccountsSchema, tempUsersSchema } from '../../common/accounts.ts';
import { createAccounts } from './create-accounts.ts';
import { createTempUsers } from './temp-users.ts';
import { resetCredential } from './reset-credential.ts';
import { listCreatedAccounts } from './list-created-accounts.ts';

const tags = ['channels'];
const admins = ['admin'] as const;

/**
 * Made accounts and temporary testers: channel admins with the co-manager right `createAccount`
 * (made accounts, resets) or `addTempApplicant` (testers); credentials are answered once, no-store.
 */
export function registerAccountRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/channel/accounts',
    summary: `Create up to ${accountBatchSize} accounts with a generated password or a picture password; the credentials are shown once (admin)`,
    tags,
    access: managerRight('createAccount'),
    body: createAccountsSchema,
    bodyLimit: '100kb',
    async handler({ body }, rc) {
      const accounts = await createAccounts(rc, body);
      rc.header('Cache-Control', 'no-store');
      rc.status(201);
      return { data: { accounts } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/temp-users',
    summary: `Add up to ${accountBatchSize} temporary testers (role temp) deactivated at their expiry; the passwords are shown once (admin)`,
    tags,
    access: managerRight('addTempApplicant'),
    body: tempUsersSchema,
    async handler({ body }, rc) {
      const accounts = await createTempUsers(rc, body);
      rc.header('Cache-Control', 'no-store');
      rc.status(201);
      return { data: { accounts } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/accounts',
    summary: 'Accounts made in this channel and its temporary testers, newest first (admin)',
    tags,
    access: admins,
    async handler(_input, rc) {
      return { data: await listCreatedAccounts(rc) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/members/:userId/reset-credential',
    summary:
      'A new password or picture password for an account made in this channel, shown once; its sessions end (admin)',
    tags,
    access: managerRight('createAccount'),
    params: z.object({ userId: idSchema }),
    async handler({ params }, rc) {
      const credential = await resetCredential(rc, params.userId);
      rc.header('Cache-Control', 'no-store');
      return { data: credential };
    },
  });
}
