/** Shared by the community plugin's server and web halves. */
export * from './schemas.ts';
export { communityMessages } from './messages.ts';
