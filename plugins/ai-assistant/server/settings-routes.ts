import type { RegisterEnv } from '@seodang/sdk';

/** Registers the routes of this part of the assistant. */
export function registerSettingsRoutes(env: RegisterEnv): void {
  void env;
}
