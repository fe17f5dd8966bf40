/** Shared by the commerce plugin's server and web halves: pure rules, types and messages. */
export { commerceMessages } from './messages.ts';
