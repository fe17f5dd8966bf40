// Shared by the server and the web half: input rules, the API's shapes, list rules, messages.
export { messagingMessages } from './messages.ts';
export * from './template-input.ts';
export * from './send-input.ts';
export * from './variables.ts';
export * from './history-state.ts';
export * from './api-types.ts';
