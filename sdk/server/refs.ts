/** A typed handle to a service one plugin offers to others (Backstage-style service ref). */
export interface ServiceRef<T> {
  readonly kind: 'service';
  readonly id: string;
  /** Type carrier only; never set. */
  readonly __type?: T;
}

/** Creates a service ref; export it from your plugin's `common/` so others can depend on it. */
export function createServiceRef<T>(id: string): ServiceRef<T> {
  return { kind: 'service', id };
}

/** A typed extension point a plugin opens for other plugins to contribute to. */
export interface ExtensionPoint<T> {
  readonly kind: 'extension-point';
  readonly id: string;
  readonly __type?: T;
}

/** Creates an extension point handle. */
export function createExtensionPoint<T>(id: string): ExtensionPoint<T> {
  return { kind: 'extension-point', id };
}

/** A typed event; payloads cross core instances through Redis, so keep them JSON. */
export interface EventDef<T> {
  readonly kind: 'event';
  readonly name: string;
  readonly __type?: T;
}

/** Declares an event name with its payload type. */
export function defineEvent<T>(name: string): EventDef<T> {
  return { kind: 'event', name };
}
