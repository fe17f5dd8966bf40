/** @seodang/core: the thin Koa server — plugin host, accounts, channels, realtime, page start. */
export { createCore, type Core, type CoreOptions } from './core.ts';
export { migrateFolders, type MigrationFolder } from './db/migration-source.ts';
export { loadPlugin, type LoadedPlugin } from './plugins/load.ts';
export { createLogger } from './logger.ts';
export { stopOnSignals } from './shutdown.ts';
export { hashPassword } from './accounts/password.ts';
export { mailSendJob, mailSweepJob, mailJobId } from './mail/outbox.ts';
export { smtpPool } from './mail/smtp-sender.ts';
