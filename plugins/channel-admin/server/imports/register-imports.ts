import type { RegisterEnv } from '@seodang/sdk';
import { importMessages } from '../../common/import-messages.ts';
import { registerImportJob } from './import-job.ts';
import { registerImportKind } from './import-rows.ts';
import { registerImportRoutes } from './import-routes.ts';

/** The CSV bulk invite: its messages, the `member-import` kind, the validation job and the routes. */
export function registerImports(env: RegisterEnv): void {
  env.messages(importMessages);
  registerImportKind(env);
  registerImportJob(env);
  registerImportRoutes(env);
}
