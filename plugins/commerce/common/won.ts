/**
 * Money is integer won (KRW), VAT included, never a float. These helpers check that and do the
 * one division money needs — `a × b / c` rounded one way or the other — exactly, in BigInt.
 */

/** Whether `value` is an amount of won: a safe integer of 0 or more. */
export function isWon(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Throws unless `value` is an amount of won (a safe integer of 0 or more).
 * @throws RangeError naming `what`.
 */
export function assertWon(value: number, what: string): void {
  if (!isWon(value)) throw new RangeError(`${what} must be a whole number of won (0 or more), got ${value}`);
}

/** `a × b / c` rounded down, exactly (a, b ≥ 0; c > 0). */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('mulDivFloor: the divisor must be positive');
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** `a × b / c` rounded up, exactly (a, b ≥ 0; c > 0). */
export function mulDivCeil(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('mulDivCeil: the divisor must be positive');
  const big = BigInt(c);
  return Number((BigInt(a) * BigInt(b) + big - 1n) / big);
}
