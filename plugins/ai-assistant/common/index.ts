export * from './settings.ts';
export * from './availability.ts';
export * from './api.ts';
export * from './views.ts';
export * from './messages.ts';
