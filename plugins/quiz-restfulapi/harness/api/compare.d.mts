// Types of compare.mjs, for the plugin's tests.
export function textOf(value: unknown, keep?: number): string;
export function equal(a: unknown, b: unknown): boolean;
export function subset(expected: unknown, actual: unknown): boolean;
export function unordered(expected: unknown, actual: unknown): boolean;
export function parsePath(path: string): (string | number)[] | null;
export function at(value: unknown, steps: (string | number)[]): { value?: unknown; missing?: true };
export function compareBody(expect: { body?: unknown; mode?: string; path?: string }, body: unknown): string;
