// Shared by the server and the web half: level rules, the API's shapes, the rules' schema, the messages.
export { experienceMessages } from './messages.ts';
export * from './levels.ts';
export * from './rules.ts';
export type * from './api-types.ts';
