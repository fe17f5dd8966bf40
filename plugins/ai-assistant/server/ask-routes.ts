import type { RegisterEnv } from '@seodang/sdk';

/** Registers the routes of this part of the assistant. */
export function registerAskRoutes(env: RegisterEnv): void {
  void env;
}
