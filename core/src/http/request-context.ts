import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { EventDef, JobAccess, RequestContext, ScopedKindDef, ServiceRef } from '@seodang/sdk';
import { channelLookup, unauthenticated } from '@seodang/sdk';
import { translate, type Catalogue, type QuizTypeDefinition } from '@seodang/sdk/common';

/** What core hands to every request context. */
export interface CoreAccess {
  db: Knex;
  catalogues: () => Catalogue[];
  publish(topic: string, event: string, data: unknown): Promise<void>;
  emit<T>(event: EventDef<T>, payload: T): Promise<void>;
  service<T>(ref: ServiceRef<T>): T;
  optionalService<T>(ref: ServiceRef<T>): T | undefined;
  quizType(id: string): QuizTypeDefinition | undefined;
  /** A registered scoped kind (`rc.inChannel`). */
  scopedKind(kind: string): ScopedKindDef | undefined;
  /** Background jobs (`rc.enqueue`, `rc.jobStatus`). */
  jobs: JobAccess;
}

/** Builds the handler-facing view of a Koa request. */
export function requestContext(ctx: Context, core: CoreAccess): RequestContext {
  const sd = ctx.state.sd;
  const lookup = channelLookup(core.scopedKind, core.db, sd.channel?.index ?? null);
  // A channel's jobs carry it in their id, so a status read elsewhere finds nothing.
  const channelTag = `c${sd.channel?.index ?? 0}-`;
  return {
    ...lookup,
    user: sd.userData,
    channel: sd.channel,
    role: sd.role,
    locale: sd.locale,
    db: core.db,
    ip: ctx.ip,
    // Koa reads X-Forwarded-Proto and X-Forwarded-Host only when the app trusts proxies (TRUST_PROXY).
    origin: `${ctx.protocol}://${ctx.host}`,
    requestId: sd.requestId,
    log: sd.log,
    requireUser() {
      if (!sd.userData) throw unauthenticated();
      return sd.userData;
    },
    t: (key, params) => translate(key, sd.locale, params, core.catalogues()),
    status: (code) => {
      ctx.status = code;
    },
    header: (name, value) => ctx.set(name, value),
    publish: core.publish,
    emit: core.emit,
    service: core.service,
    optionalService: core.optionalService,
    quizType: core.quizType,
    enqueue: (job, data, options) => core.jobs.enqueue(job, data, options),
    jobStatus: (job, id) => core.jobs.jobStatus(job, id),
    enqueueInChannel: (job, data) =>
      core.jobs.enqueue(job, data, { jobId: `${channelTag}${randomBytes(12).toString('base64url')}` }),
    channelJobStatus: async (job, id) => (id.startsWith(channelTag) ? core.jobs.jobStatus(job, id) : null),
    raw: ctx,
  };
}
