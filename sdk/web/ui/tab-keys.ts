/**
 * The keys of the ARIA tabs pattern: which tab a key press moves to (arrow keys wrap around,
 * Home and End go to the ends), or `undefined` when the key is not one of the pattern's.
 */
export function tabKeyTarget<T>(
  tabs: readonly T[],
  current: T,
  key: string,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): T | undefined {
  if (tabs.length === 0) return undefined;
  const at = Math.max(0, tabs.indexOf(current));
  const [next, previous] =
    orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
  if (key === next) return tabs[(at + 1) % tabs.length];
  if (key === previous) return tabs[(at - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}
