import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventDef, StartContext } from '@seodang/sdk';

type Handler = (payload: unknown, ctx: StartContext) => void | Promise<void>;

/**
 * Domain events. `emit` runs the handlers registered in this instance (the instance that
 * acts owns the side effects) and broadcasts to the other core instances through Redis,
 * whose `onRemote` listeners (cache invalidation and the like) run there.
 */
export class EventBus {
  readonly instanceId = randomUUID();
  private handlers = new Map<string, Handler[]>();
  private remoteListeners = new Map<string, ((payload: unknown) => void)[]>();
  private ctx: StartContext | undefined;
  private readonly channel: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly log: Logger;

  constructor(pub: Redis, sub: Redis, prefix: string, log: Logger) {
    this.pub = pub;
    this.sub = sub;
    this.log = log;
    this.channel = `${prefix}:events`;
  }

  async start(ctx: StartContext, handlers: Map<string, { handler: Handler }[]>): Promise<void> {
    this.ctx = ctx;
    for (const [name, list] of handlers) this.handlers.set(name, list.map((h) => h.handler));
    await this.sub.subscribe(this.channel);
    this.sub.on('message', (channel, message) => {
      if (channel !== this.channel) return;
      try {
        const { origin, name, payload } = JSON.parse(message) as { origin: string; name: string; payload: unknown };
        if (origin === this.instanceId) return;
        for (const listener of this.remoteListeners.get(name) ?? []) listener(payload);
      } catch (error) {
        this.log.error({ err: error }, 'bad event message');
      }
    });
  }

  /** Listens for an event emitted by another core instance. */
  onRemote<T>(event: EventDef<T>, listener: (payload: T) => void): void {
    const list = this.remoteListeners.get(event.name) ?? [];
    list.push(listener as (payload: unknown) => void);
    this.remoteListeners.set(event.name, list);
  }

  async emit<T>(event: EventDef<T>, payload: T): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify({ origin: this.instanceId, name: event.name, payload }));
    const ctx = this.ctx;
    if (!ctx) throw new Error(`Event '${event.name}' emitted before start`);
    for (const handler of this.handlers.get(event.name) ?? []) {
      try {
        await handler(payload, ctx);
      } catch (error) {
        this.log.error({ err: error, event: event.name }, 'event handler failed');
      }
    }
  }
}
