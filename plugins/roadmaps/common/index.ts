// Shared by the server and the screens: the roadmap's rules, the API's shapes, the messages.
export * from './graph.ts';
export * from './progress.ts';
export * from './rules.ts';
export * from './api-types.ts';
export { roadmapsMessages } from './messages.ts';
