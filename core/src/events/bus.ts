import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventDef, StartContext } from '@seodang/sdk';

type Handler = (payload: unknown, ctx: StartContext) => void | Promise<void>;

/**
 * Domain events. `emit` runs this instance's handlers (the instance that acts owns the side
 * effects) and broadcasts to the other core instances through Redis, where the handlers
 * registered for every instance (cache invalidation and the like) run too.
 */
export class EventBus {
  readonly instanceId = randomUUID();
  private handlers = new Map<string, Handler[]>();
  private remoteHandlers = new Map<string, Handler[]>();
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

  async start(
    ctx: StartContext,
    handlers: Map<string, { handler: Handler; everyInstance: boolean }[]>,
  ): Promise<void> {
    this.ctx = ctx;
    for (const [name, list] of handlers) {
      this.handlers.set(
        name,
        list.map((h) => h.handler),
      );
      this.remoteHandlers.set(
        name,
        list.filter((h) => h.everyInstance).map((h) => h.handler),
      );
    }
    await this.sub.subscribe(this.channel);
    this.sub.on('message', (channel, message) => {
      if (channel !== this.channel) return;
      try {
        const { origin, name, payload } = JSON.parse(message) as {
          origin: string;
          name: string;
          payload: unknown;
        };
        if (origin === this.instanceId) return;
        for (const handler of this.remoteHandlers.get(name) ?? []) void this.run(handler, name, payload);
      } catch (error) {
        this.log.error({ err: error }, 'bad event message');
      }
    });
  }

  async emit<T>(event: EventDef<T>, payload: T): Promise<void> {
    await this.pub.publish(
      this.channel,
      JSON.stringify({ origin: this.instanceId, name: event.name, payload }),
    );
    if (!this.ctx) throw new Error(`Event '${event.name}' emitted before start`);
    for (const handler of this.handlers.get(event.name) ?? []) await this.run(handler, event.name, payload);
  }

  private async run(handler: Handler, name: string, payload: unknown): Promise<void> {
    try {
      await handler(payload, this.ctx!);
    } catch (error) {
      this.log.error({ err: error, event: name }, 'event handler failed');
    }
  }
}
