export * from './system-prompts.ts';
