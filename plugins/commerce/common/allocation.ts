import { assertWon } from './won.ts';

/**
 * Splits `total` won into integer shares proportional to `weights`, by the largest remainder
 * (Hamilton's) method: each share is the floor of its exact quota `total × weight / Σweights`, and
 * the won left over go one each to the largest remainders. The shares sum to `total` exactly, and
 * each is its quota rounded down or up.
 *
 * Ties between equal remainders go to the larger weight, then to the earlier position, so the
 * result depends only on the input. When every weight is 0 (e.g. a bundle of free lectures), the
 * total is split evenly the same way. A zero weight gets 0 whenever some weight is positive.
 *
 * Used for a bundle's one price split among its children (by their list prices) and for a
 * scheduled course's fee split among its months (by their length). Exact for any safe integers:
 * the products are taken in BigInt.
 *
 * @throws RangeError when `total` is not a non-negative safe integer, a weight is not one, or
 *   there are no weights.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertWon(total, 'total');
  if (weights.length === 0) throw new RangeError('allocate: at least one weight is needed');
  weights.forEach((w, i) => assertWon(w, `weights[${i}]`));
  const sum = weights.reduce((a, b) => a + b, 0);
  const effective = sum === 0 ? weights.map(() => 1) : weights;
  const denominator = BigInt(sum === 0 ? weights.length : sum);
  const bigTotal = BigInt(total);
  const shares: number[] = [];
  const remainders: bigint[] = [];
  for (const weight of effective) {
    const product = bigTotal * BigInt(weight);
    shares.push(Number(product / denominator));
    remainders.push(product % denominator);
  }
  const left = total - shares.reduce((a, b) => a + b, 0);
  const order = effective
    .map((_, i) => i)
    .sort((a, b) => {
      if (remainders[a] !== remainders[b]) return remainders[a] > remainders[b] ? -1 : 1;
      if (effective[a] !== effective[b]) return effective[b] - effective[a];
      return a - b;
    });
  for (let k = 0; k < left; k++) shares[order[k]] += 1;
  return shares;
}

/** A bundle's price for one buyer: what they pay, what their owned lectures take off, and every child's share. */
export interface BundlePriceForBuyer {
  /** The bundle's price less the owned children's shares: what the buyer is charged before discounts. */
  price: number;
  /** The owned children's shares added up (0 when the buyer owns none). */
  ownedDeduction: number;
  /** Each child's share of the bundle's one price, in the children's order (they add up to it). */
  shares: number[];
}

/**
 * What a bundle costs a buyer who already owns some of its lectures: its one price is split among
 * the children by their list prices (largest remainder, as an order splits it) and the owned
 * children's shares are taken off, so the buyer pays only for the lectures they do not have, at
 * the bundle's rate. Owning none, the price is the bundle's.
 */
export function bundlePriceForBuyer(
  bundlePrice: number,
  children: readonly { price: number; owned: boolean }[],
): BundlePriceForBuyer {
  const shares = allocate(
    bundlePrice,
    children.map((c) => c.price),
  );
  const ownedDeduction = shares.reduce((sum, share, i) => (children[i].owned ? sum + share : sum), 0);
  return { price: bundlePrice - ownedDeduction, ownedDeduction, shares };
}
