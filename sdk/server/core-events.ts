import { defineEvent } from './refs.ts';

/**
 * Events core listens to. A plugin that changes a user's channel membership (or anything core
 * caches about a user) emits `identityChanged`, so every core instance forgets its copy at once.
 */
export const coreEvents = {
  identityChanged: defineEvent<{ userId: number }>('core.identity-changed'),
};
