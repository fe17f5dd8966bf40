import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import type { ChannelData } from '@seodang/sdk';
import type { UserData } from '@seodang/sdk/common';
import type { RegisteredTopic } from '../plugins/registry.ts';
import { shielded, type FaultHandler } from '../error-reporting/fault-boundary.ts';
import { isAllowedOrigin } from './origin.ts';
import { parseClientMessage } from './client-message.ts';
import { refuseUpgrade } from './refuse-upgrade.ts';

/** Who is on the other end of a socket, worked out once at upgrade. */
export interface SocketIdentity {
  user: UserData | null;
  channel: ChannelData | null;
}

interface Client {
  ws: WebSocket;
  identity: SocketIdentity;
  topics: Set<string>;
  alive: boolean;
}

const maxTopicsPerSocket = 200;
/** Largest frame a client may send; a bigger one closes its socket (1009). Messages are tiny JSON. */
const maxPayloadBytes = 4096;
/** One user's open sockets on one instance (tabs, devices); more is refused, so one account cannot exhaust the server. */
export const maxSocketsPerUser = 20;

/**
 * The one WebSocket endpoint. Sockets subscribe to topics (each checked by its policy);
 * publishing goes through Redis pub/sub so any core instance reaches any socket. This
 * instance subscribes in Redis only to topics some local socket listens to.
 */
/** The publish time at the head of an event's JSON (see `publish`). */
const publishedAt = /^\{"at":(\d+),/;

export class RealtimeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: maxPayloadBytes });
  private readonly clients = new Set<Client>();
  private readonly local = new Map<string, Set<Client>>();
  private readonly perUser = new Map<number, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly deps: {
    pub: Redis;
    sub: Redis;
    prefix: string;
    log: Logger;
    /** Where failures that escape a socket handler are logged and reported. */
    fault: FaultHandler;
    db: Knex;
    topics: () => RegisteredTopic[];
    identify: (req: IncomingMessage) => Promise<SocketIdentity>;
    /** Presence hooks: a logged-in socket joined a topic, or went away with its topics. */
    onSubscribed?: (identity: SocketIdentity, topic: string) => void;
    onClosed?: (identity: SocketIdentity, topics: string[]) => void;
    /** An event reached this instance's sockets `ms` after it was published (metrics). */
    onDelivered?: (ms: number) => void;
    /** Sent as `X-Seodang-Instance` on the upgrade's answer, as on every HTTP response. */
    instanceName?: string;
    heartbeatMs?: number;
  };

  constructor(deps: RealtimeHub['deps']) {
    this.deps = deps;
    const { instanceName } = deps;
    if (instanceName)
      this.wss.on('headers', (headers) => headers.push(`X-Seodang-Instance: ${instanceName}`));
    deps.sub.on(
      'message',
      shielded('realtime delivery', deps.fault, (channel: string, message: string) =>
        this.deliver(channel, message),
      ),
    );
    // Pub/sub keeps nothing: events published while the subscriber was away from Redis (a
    // restart, a network cut) are gone. When it is back (ioredis resubscribes by itself), every
    // socket is closed with 1012 "service restart", so its client reconnects and resyncs from
    // the server instead of waiting for an event that will never come.
    let lost = false;
    deps.sub.on('close', () => {
      lost = true;
    });
    deps.sub.on(
      'ready',
      shielded('realtime resync', deps.fault, () => {
        if (!lost) return;
        lost = false;
        deps.log.warn({ sockets: this.clients.size }, 'realtime: Redis is back; sockets asked to resync');
        for (const client of this.clients) client.ws.close(1012, 'resync');
      }),
    );
    this.heartbeat = setInterval(
      shielded('realtime heartbeat', deps.fault, () => this.sweep()),
      deps.heartbeatMs ?? 30_000,
    );
    this.heartbeat.unref();
  }

  private redisChannel(topic: string) {
    return `${this.deps.prefix}:rt:${topic}`;
  }

  /** Publishes an event on a topic to every subscribed socket on every instance. */
  async publish(topic: string, event: string, data: unknown): Promise<void> {
    // `at` (first, so delivery reads it without parsing the event) times the fan-out.
    await this.deps.pub.publish(
      this.redisChannel(topic),
      JSON.stringify({ at: Date.now(), type: 'event', topic, event, data }),
    );
  }

  /**
   * Handles an HTTP upgrade to `/api/realtime`. May reject; the caller (the upgrade router)
   * is the error boundary that refuses the socket.
   */
  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (!isAllowedOrigin(req.headers.origin, req.headers.host)) return refuseUpgrade(socket, 403);
    const identity = await this.deps.identify(req);
    if (socket.destroyed) return; // the client gave up while we looked up its session
    this.wss.handleUpgrade(
      req,
      socket,
      head,
      shielded(
        'realtime accept',
        this.deps.fault,
        (ws: WebSocket) => this.accept(ws, identity),
        (_error, ws) => ws.close(1011, 'server error'),
      ),
    );
  }

  private accept(ws: WebSocket, identity: SocketIdentity) {
    const userId = identity.user?.id;
    if (userId !== undefined) {
      const open = this.perUser.get(userId) ?? 0;
      if (open >= maxSocketsPerUser) {
        ws.close(1008, 'too many connections');
        return;
      }
      this.perUser.set(userId, open + 1);
    }
    const client: Client = { ws, identity, topics: new Set(), alive: true };
    this.clients.add(client);
    const fault = this.deps.fault;
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on(
      'message',
      shielded(
        'realtime message',
        fault,
        (raw: RawData, isBinary: boolean) => {
          client.alive = true;
          return this.onMessage(client, raw, isBinary);
        },
        // The socket's state is unknown after a failure: say so and close; the client reconnects.
        () => {
          this.send(client, { type: 'error', code: 'server_error' });
          ws.close(1011, 'server error');
        },
      ),
    );
    ws.on(
      'close',
      shielded('realtime close', fault, () => this.drop(client)),
    );
    // Protocol errors (oversize or invalid frames) come here; ws closes the socket itself.
    ws.on(
      'error',
      shielded('realtime socket error', fault, () => this.drop(client)),
    );
    this.send(client, { type: 'welcome', userId: identity.user?.id ?? null });
  }

  private send(client: Client, message: unknown) {
    if (client.ws.readyState === client.ws.OPEN)
      client.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private async onMessage(client: Client, raw: RawData, isBinary: boolean) {
    const parsed = parseClientMessage(raw, isBinary);
    if (!parsed.ok) return this.send(client, { type: 'error', code: parsed.code });
    const msg = parsed.message;
    if (msg.type === 'ping') return this.send(client, { type: 'pong', at: Date.now() });
    const { topic } = msg;
    if (msg.type === 'unsubscribe') {
      await this.leave(client, topic);
      return this.send(client, { type: 'unsubscribed', topic });
    }
    if (client.topics.size >= maxTopicsPerSocket)
      return this.send(client, { type: 'error', topic, code: 'too_many_topics' });
    const verdict = await this.authorize(client.identity, topic);
    if (verdict !== 'ok') return this.send(client, { type: 'error', topic, code: verdict });
    await this.join(client, topic);
    this.send(client, { type: 'subscribed', topic });
    if (client.identity.user) this.deps.onSubscribed?.(client.identity, topic);
  }

  /** Checks a subscription against the first topic pattern it matches. */
  async authorize(identity: SocketIdentity, topic: string): Promise<'ok' | 'unknown_topic' | 'forbidden'> {
    for (const t of this.deps.topics()) {
      const m = t.regex.exec(topic);
      if (!m) continue;
      const params = Object.fromEntries(t.names.map((name, i) => [name, m[i + 1]]));
      const allowed = await t.policy({
        user: identity.user,
        channel: identity.channel,
        params,
        db: this.deps.db,
      });
      return allowed ? 'ok' : 'forbidden';
    }
    return 'unknown_topic';
  }

  private async join(client: Client, topic: string) {
    if (client.topics.has(topic)) return;
    client.topics.add(topic);
    let set = this.local.get(topic);
    if (!set) {
      set = new Set();
      this.local.set(topic, set);
      await this.deps.sub.subscribe(this.redisChannel(topic));
    }
    set.add(client);
  }

  private async leave(client: Client, topic: string) {
    if (!client.topics.delete(topic)) return;
    const set = this.local.get(topic);
    set?.delete(client);
    if (set && set.size === 0) {
      this.local.delete(topic);
      await this.deps.sub.unsubscribe(this.redisChannel(topic));
    }
  }

  private drop(client: Client) {
    if (!this.clients.delete(client)) return;
    const userId = client.identity.user?.id;
    if (userId !== undefined) {
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    }
    const topics = [...client.topics];
    for (const topic of topics)
      this.leave(client, topic).catch((error: unknown) => this.deps.fault(error, 'realtime unsubscribe'));
    if (client.identity.user) this.deps.onClosed?.(client.identity, topics);
  }

  private deliver(channel: string, message: string) {
    const prefix = `${this.deps.prefix}:rt:`;
    if (!channel.startsWith(prefix)) return;
    const clients = this.local.get(channel.slice(prefix.length));
    if (!clients?.size) return;
    // Encoded once for every socket of the topic (a string would be re-encoded per socket), sent as text.
    const data = Buffer.from(message);
    for (const client of clients) {
      if (client.ws.readyState === client.ws.OPEN) client.ws.send(data, { binary: false });
    }
    const at = publishedAt.exec(message);
    if (at) this.deps.onDelivered?.(Date.now() - Number(at[1]));
  }

  private sweep() {
    for (const client of this.clients) {
      if (!client.alive) {
        client.ws.terminate();
        this.drop(client);
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }

  /** Number of open sockets on this instance. */
  get size(): number {
    return this.clients.size;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    const sockets = [...this.clients].map((c) => c.ws);
    const gone = sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) resolve();
          else ws.once('close', () => resolve());
        }),
    );
    // 1012 "service restart": the browser reconnects (to another instance behind the balancer).
    for (const ws of sockets) ws.close(1012, 'server restarting');
    // A browser answers the close at once; one that does not is cut after a second rather than
    // holding the stop for the 30 s ws would give it.
    const cut = setTimeout(() => sockets.forEach((ws) => ws.terminate()), 1000);
    await Promise.all(gone);
    clearTimeout(cut);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
