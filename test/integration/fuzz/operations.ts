// Reads /api/openapi.json into a list of operations, with a valid input for each: the starting
// point the fuzz test mutates one parameter of and the input the authorization matrix sends.
import fc from 'fast-check';

/** A JSON Schema node as zod's OpenAPI output writes it (the parts these tests read). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
}

/** One parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, with the extensions core adds (see core/src/http/openapi.ts). */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/qna/{index}`. */
  path: string;
  id: string;
  plugin: string;
  access: 'public' | 'user' | 'policy' | string[];
  service: string | null;
  channelPublic: boolean;
  matrix: { allows: string[] } | null;
  /** The channel admin's right the route requires (`managerRight(…)`), or 'mainManager'. */
  managerRight: string | null;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Media types the request body may have (`bodyTypes`); empty without a body. */
  mediaTypes: string[];
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-seodang-plugin': string;
  'x-seodang-access': Operation['access'];
  'x-seodang-service'?: string;
  'x-seodang-channel-public'?: boolean;
  'x-seodang-matrix'?: { allows: string[] };
  'x-seodang-manager-right'?: string;
}

/** Every operation of the served document, in document order. */
export function operationsOf(doc: { paths: Record<string, Record<string, RawOperation>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const m = method.toUpperCase() as Operation['method'];
      out.push({
        method: m,
        path,
        id: `${m} ${path}`,
        plugin: raw['x-seodang-plugin'],
        access: raw['x-seodang-access'],
        service: raw['x-seodang-service'] ?? null,
        channelPublic: raw['x-seodang-channel-public'] === true,
        matrix: raw['x-seodang-matrix'] ?? null,
        managerRight: raw['x-seodang-manager-right'] ?? null,
        parameters: raw.parameters ?? [],
        // JSON when the route takes it (the default), else its first media type's schema.
        body: raw.requestBody
          ? ((raw.requestBody.content['application/json'] ?? Object.values(raw.requestBody.content)[0])
              ?.schema ?? null)
          : null,
        mediaTypes: Object.keys(raw.requestBody?.content ?? {}),
      });
    }
  }
  return out;
}

/** Ids of seeded rows the valid inputs use: by parameter name, else `fallback` (a row 1 exists in most tables). */
export interface IdBook {
  byName: Record<string, number>;
  fallback: number;
}

const day = 24 * 3600_000;
const validCache = new Map<string, string>();

function matching(pattern: string, min = 0, max = Infinity): string {
  const key = `${pattern}|${min}|${max}`;
  const hit = validCache.get(key);
  if (hit !== undefined) return hit;
  const re = new RegExp(pattern);
  // A fixed seed: the same valid input every run, whatever the fuzz seed is.
  const found = fc
    .sample(fc.stringMatching(re), { seed: 7, numRuns: 200 })
    .find((s) => s.length >= min && s.length <= max && !/\s/.test(s.slice(0, 1)));
  const value = found ?? 'a';
  validCache.set(key, value);
  return value;
}

/**
 * A valid value for a schema (required properties only, smallest arrays): ids come from the
 * id book by name; untyped fields named like dates get ISO dates in the near future.
 */
export function validValue(schema: JsonSchema, name: string, ids: IdBook): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return validValue(alt[0], name, ids);
  if (schema.allOf?.length) return validValue(schema.allOf[0], name, ids);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low =
        schema.minimum === undefined ? 0 : schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0);
      if (/(index|id|seq|sequence)$/i.test(name) && (schema.minimum ?? 0) >= 0)
        return ids.byName[name] ?? ids.fallback;
      return Math.min(Math.max(low, 0), schema.maximum ?? Infinity) || Math.max(low, 1);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.pattern) return matching(schema.pattern, schema.minLength, schema.maxLength);
      const min = Math.max(schema.minLength ?? 1, 1);
      return 'fuzz'.repeat(Math.ceil(min / 4)).slice(0, Math.max(min, Math.min(4, schema.maxLength ?? 4)));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}, name, ids));
    case 'object':
    case undefined: {
      if (!schema.properties) {
        if (schema.type === 'object') return {};
        // An untyped field (zod's dates and custom types): dates are the only ones in the API.
        if (/(^|[a-z])(start|open)/i.test(name)) return new Date(Date.now() + day).toISOString();
        if (/(^|[a-z])(end|close)/i.test(name)) return new Date(Date.now() + 2 * day).toISOString();
        if (/(at|date|time)$/i.test(name)) return new Date(Date.now() + day).toISOString();
        return {};
      }
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = validValue(schema.properties[key] ?? {}, key, ids);
      return out;
    }
    default:
      return null;
  }
}

/** The valid input of an operation: path values, query values (required ones) and the body (or undefined). */
export interface Input {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

/** Text of a valid scalar for a URL. */
function urlText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function validInput(op: Operation, ids: IdBook): Input {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = urlText(validValue(p.schema, p.name, ids));
    else if (p.required) query.push([p.name, urlText(validValue(p.schema, p.name, ids))]);
  }
  return { path, query, body: op.body ? validValue(op.body, '', ids) : undefined };
}

/** Encodes text for a URL the way a browser would, except that lone surrogates go out as their raw (invalid) UTF-8 bytes. */
export function encodeUrlText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** The request target of an input: the path with its values filled in, then the query. */
export function target(op: Operation, input: Input): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeUrlText(input.path[name] ?? '1'));
  if (!input.query.length) return path;
  return `${path}?${input.query.map(([k, v]) => `${encodeUrlText(k)}=${encodeUrlText(v)}`).join('&')}`;
}
