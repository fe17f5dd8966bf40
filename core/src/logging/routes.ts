import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import type { ErrorReporter } from '../error-reporting/error-reporter.ts';
import { checkInput } from '../http/input-guard.ts';

const entrySchema = z.object({
  code: z.string().min(1).max(200),
  // ISO timestamp with a time-zone offset (spec §3 "Log payload").
  timestamp: z.iso.datetime({ offset: true }),
  extraData: z.record(z.string(), z.unknown()).default({}),
});

/** Parses a keep-alive beacon (text/plain JSON) or a JSON body. */
function readEntry(body: unknown) {
  if (typeof body !== 'string') return entrySchema.parse(body);
  // A beacon's JSON is parsed here, so core's input checks run on it here too.
  const value = safeJson(body);
  checkInput(value, 'body');
  return entrySchema.parse(value);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'validation', 'validation.invalid');
  }
}

/**
 * Client action and error logs (spec §7): `POST /api/log/{segment}/{tag}` and the
 * `/mobile/` variant, stored for analysis. Beacons cannot send headers, so CSRF is waived
 * here; the endpoint only appends rows and accepts at most 16 KB. Entries tagged `error`
 * also go to the error reporter when one is configured.
 */
export function registerLogRoutes(env: RegisterEnv, segment: string, reporter?: ErrorReporter): void {
  const params = z.object({ segment: z.literal(segment), tag: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/) });
  const store =
    (isMobile: boolean) =>
    async (
      { params: p, body }: { params: z.infer<typeof params>; body: unknown },
      rc: Parameters<Parameters<RegisterEnv['route']>[0]['handler']>[1],
    ) => {
      const entry = readEntry(body);
      await rc.db('client_logs').insert({
        segment: p.segment,
        tag: p.tag,
        is_mobile: isMobile || entry.extraData.isMobile === true,
        code: entry.code,
        timestamp: new Date(entry.timestamp),
        extra_data:
          JSON.stringify(entry.extraData).length <= 16_000
            ? JSON.stringify(entry.extraData)
            : '{"truncated":true}',
        user_id: rc.user?.id ?? null,
        channel_id: rc.channel?.index ?? null,
        ip: rc.ip.slice(0, 64),
      });
      if (p.tag === 'error') {
        reporter?.captureClientError(entry.code, {
          requestId: rc.requestId,
          userId: rc.user?.id ?? null,
          channelId: rc.channel?.index ?? null,
          tags: { segment: p.segment, mobile: String(isMobile || entry.extraData.isMobile === true) },
          extra: { ...entry.extraData, clientTimestamp: entry.timestamp },
        });
      }
      rc.status(201);
      return { result: true };
    };
  for (const [path, isMobile] of [
    ['/api/log/:segment/:tag', false],
    ['/api/log/:segment/mobile/:tag', true],
  ] as const) {
    env.route({
      method: 'POST',
      path,
      summary: isMobile ? 'Store a mobile client log entry' : 'Store a client log entry',
      tags: ['logging'],
      access: 'public',
      channelPublic: true,
      bodyLimit: '16kb',
      bodyTypes: ['json', 'text'],
      params,
      body: z.unknown(),
      handler: ({ params: p, body }, rc) => store(isMobile)({ params: p, body }, rc),
    });
  }
}

/** Log routes take beacons, which carry no CSRF header. */
export const isLogPath = (path: string) => path.startsWith('/api/log/');
