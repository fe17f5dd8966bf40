import type { Context } from 'koa';
import { AppError } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';

// Node 24 has Intl.DurationFormat; TypeScript's lib does not describe it yet.
const { DurationFormat } = Intl as unknown as {
  DurationFormat: new (locale: string, options: { style: 'long' }) => { format(d: object): string };
};

/** A wait in words, rounded up to what a person reads: "30초", "5 minutes", "1時間5分". */
export function formatWait(seconds: number, locale: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(s / 60);
  const duration =
    s < 60
      ? { seconds: s }
      : minutes < 60
        ? { minutes }
        : minutes % 60
          ? { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
          : { hours: minutes / 60 };
  const text = new DurationFormat(locale, { style: 'long' }).format(duration);
  return locale === 'ja' ? text.replace(/\s+/g, '') : text;
}

/**
 * The 429 for a throttled request: a Retry-After header and a message, in the caller's language,
 * that says how long to wait.
 */
export function tooMany(koa: Context, seconds: number, locale: Locale, code = 'too_many_attempts'): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  koa.set('Retry-After', String(wait));
  return new AppError(429, code, `error.${code}`, { wait: formatWait(wait, locale), seconds: wait });
}
