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
export function janusMainConfig(opts: { configsFolder: string; libDir: string; logLevel?: number }): string {
  const lib = opts.libDir;
  return `general: {
  configs_folder = "${opts.configsFolder}"
  plugins_folder = "${lib}/plugins"
  transports_folder = "${lib}/transports"
  events_folder = "${lib}/events"
  loggers_folder = "${lib}/loggers"
  debug_level = ${opts.logLevel ?? 3}
  server_name = "seodang-janus"
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
