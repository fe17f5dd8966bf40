/** Cookie names shared by core and the shell (see docs/contracts.md). */
export const cookieNames = { session: 'sd_sid', csrf: 'sd_csrf', locale: 'sd_locale' } as const;
