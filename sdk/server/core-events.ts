import { defineEvent } from './refs.ts';

/**
 * Core's own events. A plugin that changes a user's channel membership (or anything core caches
 * about a user) emits `identityChanged`, so every core instance forgets its copy at once. Core
 * emits `topicSubscribed` and `socketClosed` for plugins that follow presence.
 */
export const coreEvents = {
  identityChanged: defineEvent<{ userId: number }>('core.identity-changed'),
  /** A logged-in socket subscribed to a topic (presence: e.g. an examinee's browser is there). */
  topicSubscribed: defineEvent<{ userId: number; channelId: number | null; topic: string }>(
    'core.topic-subscribed',
  ),
  /**
   * A logged-in socket went away (closed, or missed its heartbeat), with the topics it was on:
   * e.g. an examinee's exam browser was lost. Handlers run in the instance that held the socket.
   */
  socketClosed: defineEvent<{ userId: number; channelId: number | null; topics: string[] }>(
    'core.socket-closed',
  ),
};
