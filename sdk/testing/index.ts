/** @seodang/sdk/testing: boot core with your plugins against the real test PostgreSQL and Redis. */
export {
  startTestCore,
  testPassword,
  type TestChannel,
  type TestCore,
  type TestMember,
} from './start-test-core.ts';
export { TestClient } from './client.ts';
export { mailSuite, startMailCore, type MailCoreOptions, type MailSuite } from './mail-suite.ts';
export { createTestDatabase, testDatabaseUrl } from './database.ts';
export { uncoveredIdRoutes } from './id-route-coverage.ts';
export {
  startMailCatcher,
  type MailCatcher,
  type CaughtMail,
  type CatcherMode,
  type CatcherReply,
} from '@seodang/core/testing';
