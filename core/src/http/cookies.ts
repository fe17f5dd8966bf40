/** Cookie names shared by core and the shell (see docs/contracts.md). */
export const cookieNames = {
  session: 'sd_sid',
  csrf: 'sd_csrf',
  locale: 'sd_locale',
  /** Signed, httpOnly: the accounts this browser has signed in to (exempt from their account locks). */
  device: 'sd_device',
} as const;
