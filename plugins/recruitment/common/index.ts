// Shared by the server and the web half: the input rules both check, the states, the period rule,
// the API's shapes and the messages.
export { recruitmentMessages } from './messages.ts';
export * from './posting-input.ts';
export * from './period.ts';
export * from './states.ts';
export type * from './api-types.ts';
