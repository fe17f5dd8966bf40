import {
  purchasableKindPattern,
  type PurchasableKind,
  type PurchasableKindId,
  type PurchasableRegistry,
} from '../common/purchasable.ts';

const methods = ['quote', 'owned', 'grant', 'revoke', 'usage'] as const;
const optionalMethods = ['wished', 'suspend', 'resume'] as const;

/** The kinds registered with one core instance, and the point other plugins register them through. */
export interface PurchasableKinds {
  /** What `env.registerExtensionPoint(purchasablePoint, …)` hands out. */
  point: PurchasableRegistry;
  /** The kind with this id, or undefined. The first read closes the registry to new kinds. */
  get(kind: PurchasableKindId): PurchasableKind | undefined;
  /** The ids registered, sorted. Closes the registry like `get`. */
  ids(): PurchasableKindId[];
}

/**
 * A registry of purchasable kinds, one per core instance (made in `register`). A kind is
 * refused when its id is not kebab-case, is taken, or lacks one of its functions, and once the
 * registry has been read (kinds are declared during `register`, like everything else).
 */
export function createPurchasableKinds(): PurchasableKinds {
  const kinds = new Map<PurchasableKindId, PurchasableKind>();
  let closed = false;
  return {
    point: {
      register(kind) {
        const id = kind?.kind;
        if (closed)
          throw new Error(`Purchasable kind '${id}' registered after commerce started using the registry`);
        if (typeof id !== 'string' || !purchasableKindPattern.test(id))
          throw new Error(`Purchasable kind id must be lowercase kebab-case, got '${id}'`);
        if (kinds.has(id)) throw new Error(`Purchasable kind '${id}' is registered twice`);
        const missing = methods.filter((m) => typeof kind[m] !== 'function');
        if (missing.length) throw new Error(`Purchasable kind '${id}' lacks ${missing.join(', ')}`);
        const wrong = optionalMethods.filter((m) => kind[m] !== undefined && typeof kind[m] !== 'function');
        if (wrong.length) throw new Error(`Purchasable kind '${id}': ${wrong.join(', ')} must be functions`);
        kinds.set(id, kind);
      },
    },
    get(kind) {
      closed = true;
      return kinds.get(kind);
    },
    ids() {
      closed = true;
      return [...kinds.keys()].sort();
    },
  };
}
