import { z } from 'zod';
import type { RegisteredRoute } from '../plugins/registry.ts';
import { managerRequirementOf } from '@seodang/sdk';
import { routeService } from './mount-routes.ts';

const toSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

const mediaTypeOf = {
  json: 'application/json',
  text: 'text/plain',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** The request body's media types: those the route takes (`bodyTypes`, default JSON), each with the schema. */
function bodyContent(body: z.ZodType, types: RegisteredRoute['def']['bodyTypes'] = ['json']) {
  const schema = toSchema(body);
  return Object.fromEntries(types.map((type) => [mediaTypeOf[type], { schema }]));
}

/**
 * The OpenAPI 3 document of every route, generated from the same zod schemas that validate them.
 * Each operation carries what the generated fuzz and authorization-matrix tests read:
 * `x-seodang-plugin`, `x-seodang-access` ('public', 'user', a role list, or 'policy' for a custom
 * check), `x-seodang-service`, `x-seodang-channel-public`, `x-seodang-csrf-exempt` when set and, for
 * a custom check, `x-seodang-matrix`, and `x-seodang-manager-right` for a route guarded by
 * `managerRight(…)` or `mainManagerOnly`.
 */
export function openApiDocument(routes: RegisteredRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { def, plugin } of routes) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    const service = routeService({ def, plugin });
    const requirement = managerRequirementOf(def.access);
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      summary: def.summary,
      tags: def.tags ?? [plugin.id],
      'x-seodang-plugin': plugin.id,
      'x-seodang-access': typeof def.access === 'function' ? 'policy' : def.access,
      ...(service ? { 'x-seodang-service': service } : {}),
      // Reachable in a channel by non-members (log in, sign up, …); other routes answer them 401/403.
      'x-seodang-channel-public': def.channelPublic === true,
      // Takes writes without the CSRF token (server-to-server callers such as provider webhooks).
      ...(def.csrfExempt ? { 'x-seodang-csrf-exempt': true } : {}),
      ...(def.matrix ? { 'x-seodang-matrix': def.matrix } : {}),
      // A channel admin's right (or 'mainManager') the route requires; the matrix checks it with
      // a co-manager who lacks it. Such a check lets admins through, so no `matrix` is needed.
      ...(requirement
        ? { 'x-seodang-manager-right': requirement, 'x-seodang-matrix': def.matrix ?? { allows: ['admin'] } }
        : {}),
      parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
      ...(def.body ? { requestBody: { required: true, content: bodyContent(def.body, def.bodyTypes) } } : {}),
      responses: {
        200: {
          description: 'OK',
          ...(def.response ? { content: { 'application/json': { schema: toSchema(def.response) } } } : {}),
        },
        '4XX': {
          description: 'Expected error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        500: {
          description: 'Unexpected error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['err'],
          properties: {
            err: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  };
}
