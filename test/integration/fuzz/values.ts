// The hostile values the fuzz test puts in each parameter, and the broken bodies it sends.
import fc from 'fast-check';

/** A value and how a failure report names it. */
export interface Hostile {
  label: string;
  value: unknown;
}

const big = 'A'.repeat(100 * 1024);

/** Object keys that reach prototypes when code merges input into objects carelessly. */
const protoKey = (key: string, inner: unknown) =>
  JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(inner)}}`) as object;

/** Every parameter gets each of these (wrong types, boundaries, overflow, NUL, lone surrogates, 100 KB, prototype keys). */
export const hostileValues: Hostile[] = [
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: '2^31-1', value: 2 ** 31 - 1 },
  { label: '2^31', value: 2 ** 31 },
  { label: '2^53', value: 2 ** 53 },
  { label: '"1e309" (text)', value: '1e309' },
  { label: '1.5', value: 1.5 },
  { label: '"-0"', value: '-0' },
  { label: '"0x10"', value: '0x10' },
  { label: '"NaN"', value: 'NaN' },
  { label: '""', value: '' },
  { label: '"\\u0000"', value: '\u0000' },
  { label: '"a\\u0000b"', value: 'a\u0000b' },
  { label: '"\\ud800" (lone high surrogate)', value: '\ud800' },
  { label: '"x\\udfffy" (lone low surrogate)', value: 'x\udfffy' },
  { label: '100 KB string', value: big },
  { label: '"１２" (full-width digits)', value: '１２' },
  { label: '"../../etc/passwd"', value: '../../etc/passwd' },
  { label: `"' OR 1=1 --"`, value: "' OR 1=1 --" },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: '[]', value: [] },
  { label: '[1,2]', value: [1, 2] },
  { label: '{}', value: {} },
  { label: '{"__proto__":{"polluted":1}}', value: protoKey('__proto__', { polluted: 1 }) },
  {
    label: '{"constructor":{"prototype":{"polluted":1}}}',
    value: { constructor: { prototype: { polluted: 1 } } },
  },
];

/** Random values for the seeded part of the run: anything JSON can carry, odd text, numbers near the edges. */
export const randomValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\ud800', '\udc00', '%', '/', '.', '\\', '"', '\u202e', 'a', '0'),
    maxLength: 12,
  }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 2 ** 53 + 1, 1e21, 1e-7, -0),
  fc.double({ noNaN: true }),
  fc.constantFrom(...hostileValues.map((h) => h.value)),
);

/** A short, replayable description of a random value. */
export function describe(value: unknown): string {
  if (typeof value === 'string' && value.length > 200) return `${value.length}-char string`;
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
  );
  return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** A body as it goes on the wire, with its headers. */
export interface RawBody {
  label: string;
  contentType?: string;
  body: Buffer | string;
}

/** Broken bodies every writing operation gets (whether or not it takes a body). */
export function malformedBodies(valid: unknown): RawBody[] {
  const json = JSON.stringify(valid ?? {});
  const boundary = 'fuzzboundary';
  return [
    { label: '{bad', contentType: 'application/json', body: '{bad' },
    { label: '"x"', contentType: 'application/json', body: '"x"' },
    { label: '42', contentType: 'application/json', body: '42' },
    { label: 'null', contentType: 'application/json', body: 'null' },
    { label: '[]', contentType: 'application/json', body: '[]' },
    { label: 'empty JSON body', contentType: 'application/json', body: '' },
    { label: 'JSON as text/plain', contentType: 'text/plain', body: json },
    { label: 'no Content-Type', body: json },
    {
      label: 'form body',
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=1&__proto__[polluted]=1&constructor[prototype][x]=1',
    },
    {
      label: 'broken multipart',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../x"\r\n\r\nabc`,
    },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'garbage' },
    {
      label: 'multipart with hostile parts',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":1}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n` +
        `Content-Type: text/csv\r\n\r\nid,name\r\n\u0000,\ud800\r\n${'x,'.repeat(5000)}\r\n--${boundary}--\r\n`,
    },
    { label: 'JSON with charset=utf-16', contentType: 'application/json; charset=utf-16', body: json },
    { label: 'unknown Content-Type', contentType: 'application/x-fuzz', body: json },
    {
      label: 'invalid UTF-8 in JSON',
      contentType: 'application/json',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    {
      label: 'JSON nested 5000 deep',
      contentType: 'application/json',
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    },
    {
      label: 'top-level __proto__ key',
      contentType: 'application/json',
      body: `{"__proto__":{"polluted":1},${json.slice(1)}`.replace(',}', '}'),
    },
    {
      label: '2 MB JSON body',
      contentType: 'application/json',
      body: `{"x":"${'A'.repeat(2 * 1024 * 1024)}"}`,
    },
  ];
}
