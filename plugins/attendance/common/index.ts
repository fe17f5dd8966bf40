// Shared by the server and the web half: input rules, the API's shapes, pure rules, the messages.
export { attendanceMessages } from './messages.ts';
export * from './session-input.ts';
export * from './codes.ts';
export * from './statuses.ts';
export * from './rules.ts';
export type * from './api-types.ts';
