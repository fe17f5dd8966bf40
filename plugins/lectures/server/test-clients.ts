import { testPassword, type TestCore } from '@seodang/sdk/testing';

/** For the plugin's tests: a function that gives a client signed in as a user, on a channel host and in a locale if given. */
export const signedInClients =
  (app: () => TestCore) => async (userId: string, host?: string, locale?: string) => {
    const c = app().client({ host, locale });
    await c.login(userId, testPassword);
    return c;
  };
