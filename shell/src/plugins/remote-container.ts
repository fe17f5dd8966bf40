// Module Federation's container protocol (init with the share scope, get a module factory),
// spoken directly: the shell needs no runtime beyond what the bundler already emits.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const containers = new Map<string, Promise<Container>>();

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** The container `scope` from its `remoteEntry`, loaded and given the shell's shared modules once. */
function containerOf(scope: string, remoteEntry: string): Promise<Container> {
  let container = containers.get(scope);
  if (!container) {
    container = (async () => {
      await loadScript(remoteEntry);
      const found = (window as unknown as Record<string, Container | undefined>)[scope];
      if (!found) throw new Error(`${remoteEntry} did not define the container '${scope}'`);
      await __webpack_init_sharing__('default');
      await found.init(__webpack_share_scopes__.default);
      return found;
    })();
    container.catch(() => containers.delete(scope));
    containers.set(scope, container);
  }
  return container;
}

/** One exposed module (`./community`) of a remote container. */
export async function loadRemoteModule<T>(scope: string, remoteEntry: string, module: string): Promise<T> {
  const container = await containerOf(scope, remoteEntry);
  const factory = await container.get(module);
  return factory() as T;
}
