import type { JanusJS } from 'janus-gateway';

type JanusCtor = typeof JanusJS.Janus;
let ready: Promise<JanusCtor> | null = null;

/** Loads janus-gateway once (on demand: only exam pages need it) and initialises it. */
export function loadJanus(): Promise<JanusCtor> {
  ready ??= Promise.all([import('janus-gateway'), import('webrtc-adapter')]).then(([m, adapter]) => new Promise<JanusCtor>((resolve) => {
    const Janus = m.default as unknown as JanusCtor;
    // The ES build expects webrtc-adapter to be handed in (it is no global here).
    Janus.init({ debug: false, dependencies: Janus.useDefaultDependencies({ adapter: adapter.default }), callback: () => resolve(Janus) });
  }));
  return ready;
}

/** Opens a Janus session on the server's WebSocket URL. */
export async function openSession(wsUrl: string): Promise<JanusJS.Janus> {
  const Janus = await loadJanus();
  return new Promise((resolve, reject) => {
    const session: JanusJS.Janus = new Janus({ server: wsUrl, success: () => resolve(session), error: (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))) });
  });
}

/** Attaches a VideoRoom handle with the given callbacks. */
export function attachVideoRoom(session: JanusJS.Janus, callbacks: Partial<JanusJS.PluginOptions>): Promise<JanusJS.PluginHandle> {
  return new Promise((resolve, reject) => {
    session.attach({
      plugin: 'janus.plugin.videoroom',
      ...callbacks,
      success: (handle: JanusJS.PluginHandle) => resolve(handle),
      error: (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
    } as JanusJS.PluginOptions);
  });
}
