import { pino, type Logger } from 'pino';

/** The process logger: JSON lines, one child per request carrying its request id. */
export function createLogger(level: string, name = 'core'): Logger {
  return pino({
    level,
    name,
    base: { pid: process.pid },
    redact: ['req.headers.cookie', 'password', '*.password'],
  });
}
