import type { JanusJS } from 'janus-gateway';

type JanusCtor = typeof JanusJS.Janus;
let ready: Promise<JanusCtor> | null = null;

/** Loads janus-gateway once (on demand: only screens with video need it) and initialises it. */
export function loadJanus(): Promise<JanusCtor> {
  ready ??= Promise.all([import('janus-gateway'), import('webrtc-adapter')]).then(
    ([m, adapter]) =>
      new Promise<JanusCtor>((resolve) => {
        const Janus = m.default as unknown as JanusCtor;
        // The ES build expects webrtc-adapter to be handed in (it is no global here).
        Janus.init({
          debug: false,
          dependencies: Janus.useDefaultDependencies({ adapter: adapter.default }),
          callback: () => resolve(Janus),
        });
      }),
  );
  return ready;
}

/**
 * What the server hands over to reach a room (an examinee's, a live class's): Janus' WebSocket
 * URL, the room, its pin (asked of every join) and the signed token Janus asks of every request
 * (null when Janus runs without token auth).
 */
export interface JanusAccess {
  wsUrl: string;
  room: number;
  pin: string;
  token: string | null;
}

/**
 * Opens a Janus session on the server's WebSocket URL with the token the server signed (sent
 * with every request, keepalives too). `lost` hears when an open session ends under us: Janus
 * restarted, the network went, or the token expired and Janus timed the session out; the
 * caller then starts again from fresh access.
 */
export async function openSession(
  wsUrl: string,
  token: string | null,
  lost: (e: unknown) => void = () => undefined,
): Promise<JanusJS.Janus> {
  const Janus = await loadJanus();
  return new Promise((resolve, reject) => {
    let open = false;
    const session: JanusJS.Janus = new Janus({
      server: wsUrl,
      ...(token ? { token } : {}),
      success: () => {
        open = true;
        resolve(session);
      },
      error: (e: unknown) => (open ? lost : reject)(e instanceof Error ? e : new Error(String(e))),
    });
  });
}

/** Attaches a VideoRoom handle with the given callbacks. */
export function attachVideoRoom(
  session: JanusJS.Janus,
  callbacks: Partial<JanusJS.PluginOptions>,
): Promise<JanusJS.PluginHandle> {
  return new Promise((resolve, reject) => {
    session.attach({
      plugin: 'janus.plugin.videoroom',
      ...callbacks,
      success: (handle: JanusJS.PluginHandle) => resolve(handle),
      error: (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
    } as JanusJS.PluginOptions);
  });
}
