import type { RegisterEnv } from '@seodang/sdk';
import { accountMessages } from '../../common/account-messages.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerTempExpiry } from './temp-expiry.ts';

/** Made accounts (generated or picture passwords) and temporary testers: messages, routes, expiry job. */
export function registerCreatedAccounts(env: RegisterEnv): void {
  env.messages(accountMessages);
  registerAccountRoutes(env);
  registerTempExpiry(env);
}
