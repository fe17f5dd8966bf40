// Janus configuration files for a managed instance: HTTP and WebSocket transports on private
// loopback ports, only the plugins live classes and supervision use, no event handlers.
export interface JanusPorts {
  http: number;
  ws: number;
}

/** Plugins kept; the Debian package ships more (sip, voicemail, lua, ...). */
export const keptPlugins = ['videoroom', 'audiobridge', 'textroom', 'recordplay'] as const;

const droppedPlugins = ['echotest', 'streaming', 'videocall', 'sip', 'nosip', 'voicemail', 'lua', 'duktape'];
const droppedTransports = ['mqtt', 'nanomsg', 'rabbitmq', 'pfunix'];

/** Text of the main janus.jcfg. */
export function janusMainConfig(opts: {
  configsFolder: string;
  libDir: string;
  logLevel?: number;
  tokenSecret?: string;
}): string {
  const lib = opts.libDir;
  // With a token secret, every Janus request needs an HMAC-signed token that core mints
  // (see plugins/assessment/server/services/janus-token.ts): nobody else can open a session.
  const tokenAuth = opts.tokenSecret
    ? `\n  token_auth = true\n  token_auth_secret = "${opts.tokenSecret}"`
    : '';
  return `general: {
  configs_folder = "${opts.configsFolder}"
  plugins_folder = "${lib}/plugins"
  transports_folder = "${lib}/transports"
  events_folder = "${lib}/events"
  loggers_folder = "${lib}/loggers"
  debug_level = ${opts.logLevel ?? 3}
  server_name = "seodang-janus"${tokenAuth}
}
certificates: {
}
media: {
}
nat: {
  ice_ignore_list = "vmnet"
}
plugins: {
  disable = "${droppedPlugins.map((p) => `libjanus_${p}.so`).join(',')}"
}
transports: {
  disable = "${droppedTransports.map((t) => `libjanus_${t}.so`).join(',')}"
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
events: {
  broadcast = false
}
`;
}

/** janus.transport.http.jcfg: plain HTTP API on 127.0.0.1, admin API off. */
export function janusHttpConfig(ports: JanusPorts): string {
  return `general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${ports.http}
  interface = "lo"
  https = false
}
admin: {
  admin_http = false
}
cors: {
}
`;
}

/** janus.transport.websockets.jcfg: the WebSocket API browsers and core use. */
export function janusWsConfig(ports: JanusPorts): string {
  return `general: {
  json = "compact"
  ws = true
  ws_port = ${ports.ws}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
}
cors: {
}
`;
}

/**
 * Debian's janus.plugin.videoroom.jcfg with an `admin_key` set in its general section: rooms
 * can then be created only by whoever knows the key (core). A key already set is kept.
 */
export function withVideoRoomAdminKey(videoRoomConfig: string, adminKey: string): string {
  if (/^\s*admin_key\s*=/m.test(videoRoomConfig)) return videoRoomConfig;
  if (!/^general:\s*\{/m.test(videoRoomConfig))
    return `general: {\n\tadmin_key = "${adminKey}"\n}\n${videoRoomConfig}`;
  return videoRoomConfig.replace(/^general:\s*\{/m, (m) => `${m}\n\tadmin_key = "${adminKey}"`);
}

/** The admin_key set in a videoroom config (an operator's own edit wins over the generated one). */
export function videoRoomAdminKey(videoRoomConfig: string): string | undefined {
  return /^\s*admin_key\s*=\s*"([^"]*)"/m.exec(videoRoomConfig)?.[1];
}

/**
 * Debian's videoroom config without its two demo rooms (1234, 5678): public rooms without a pin
 * would let any token holder meet anybody there. Rooms an operator added are kept.
 */
export function withoutDemoRooms(videoRoomConfig: string): string {
  return videoRoomConfig.replace(/^room-(?:1234|5678):\s*\{[^}]*\}\n?/gm, '');
}
