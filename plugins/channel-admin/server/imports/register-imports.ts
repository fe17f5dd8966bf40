import type { RegisterEnv } from '@seodang/sdk';
import { importMessages } from '../../common/import-messages.ts';
import { registerImportJob } from './import-job.ts';
import { registerImportKind } from './import-rows.ts';
import { registerImportRoutes } from './import-routes.ts';
import { registerMailImportJob } from './mail-import-job.ts';

/** The CSV bulk invite: its messages, the `member-import` kind, the validation and mail jobs and the routes. */
export function registerImports(env: RegisterEnv): void {
  env.messages(importMessages);
  registerImportKind(env);
  registerImportJob(env);
  registerMailImportJob(env);
  registerImportRoutes(env);
}
