/** @seodang/core/testing: local stand-ins for core's third-party services, for tests and `npm start`. */
export {
  startMailCatcher,
  type MailCatcher,
  type CatcherMode,
  type CaughtMail,
  type CatcherReply,
} from './mail/testing/mail-catcher.ts';
export { startLocalS3, type LocalS3 } from './storage/testing/local-s3.ts';
