// How the REST API harness compares a response's JSON body with the teacher's expectation:
// `exact` (equal), `subset` (every expected key, recursively; arrays of the same length, element by
// element), `path` (the value at a JSON path equals the expected one) and `unordered` (equal with
// arrays in any order).

/** Short JSON text of a value for a message. */
export function textOf(value, keep = 200) {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > keep ? `${text.slice(0, keep)}…` : text;
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export function equal(a, b) {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return a === b;
}

export function subset(expected, actual) {
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((x, i) => subset(x, actual[i]))
    );
  if (isObject(expected))
    return (
      isObject(actual) && Object.keys(expected).every((k) => k in actual && subset(expected[k], actual[k]))
    );
  return expected === actual;
}

export function unordered(expected, actual) {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    const left = [...actual];
    return expected.every((x) => {
      const at = left.findIndex((y) => unordered(x, y));
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    });
  }
  if (isObject(expected)) {
    if (!isObject(actual) || Object.keys(actual).length !== Object.keys(expected).length) return false;
    return Object.keys(expected).every((k) => k in actual && unordered(expected[k], actual[k]));
  }
  return expected === actual;
}

/** The steps of a JSON path (`$`, `$.a.b`, `a[0].b`, `a.0.b`), or null. */
export function parsePath(path) {
  const text = path.trim().replace(/^\$\.?/, '');
  if (text === '') return path.trim().startsWith('$') ? [] : null;
  if (!/^(?:[A-Za-z0-9_-]+|\[\d+\])(?:\.[A-Za-z0-9_-]+|\[\d+\])*$/.test(text)) return null;
  const steps = [];
  for (const m of text.matchAll(/([A-Za-z0-9_-]+)|\[(\d+)\]/g)) {
    if (m[1] !== undefined) steps.push(/^\d+$/.test(m[1]) ? Number(m[1]) : m[1]);
    else steps.push(Number(m[2]));
  }
  return steps;
}

/** The value at a path, or `{ missing: true }`. */
export function at(value, steps) {
  let here = value;
  for (const step of steps) {
    if (typeof step === 'number' && Array.isArray(here) && step < here.length) here = here[step];
    else if (isObject(here) && String(step) in here) here = here[String(step)];
    else return { missing: true };
  }
  return { value: here };
}

/** '' when the body matches `expect` (`{ body, mode, path }`), else what differs. */
export function compareBody(expect, body) {
  const want = textOf(expect.body);
  switch (expect.mode) {
    case 'subset':
      return subset(expect.body, body) ? '' : `expected the body to contain ${want}, got ${textOf(body)}.`;
    case 'unordered':
      return unordered(expect.body, body)
        ? ''
        : `expected the body ${want} (arrays in any order), got ${textOf(body)}.`;
    case 'path': {
      const steps = parsePath(expect.path ?? '') ?? [];
      const found = at(body, steps);
      if (found.missing) return `expected a value at ${expect.path}, which is missing.`;
      return equal(expect.body, found.value)
        ? ''
        : `expected ${want} at ${expect.path}, got ${textOf(found.value)}.`;
    }
    default:
      return equal(expect.body, body) ? '' : `expected the body ${want}, got ${textOf(body)}.`;
  }
}
