/* global chrome */
// The bridge extension's service worker: one quiz page at a time connects from a site the manifest
// lists (externally_connectable); 'connect' is answered here, everything else goes to the bridge
// window (serial.html), which holds the serial port, since Web Serial needs a page of its own and
// the learner's click to choose a port. The window opens at the page's first 'device' request.
const version = 1;
/** @type {chrome.runtime.Port | null} */
let page = null;
/** @type {chrome.runtime.Port | null} */
let host = null;
/** Requests waiting for the bridge window to open. */
const waiting = [];
/** Requests the window has and has not answered yet, by id: failed if the window goes. */
const open = new Map();

const reply = (id, ok, extra = {}) => page?.postMessage({ type: 'reply', id, ok, ...extra });
const failureOf = (op) =>
  op === 'upload' ? 'UPLAOD_FAILED' : op === 'send_data' ? 'NOT_CONNECTED_SERIAL' : 'CONNECTED_FAILED';

function toHost(message) {
  if (Number.isInteger(message?.id)) open.set(message.id, message.op);
  host.postMessage(message);
}

chrome.runtime.onConnectExternal.addListener((port) => {
  // A newer quiz page takes the bridge over.
  page?.disconnect();
  page = port;
  port.onMessage.addListener((message) => {
    if (page !== port || !Number.isInteger(message?.id)) return;
    if (message.op === 'connect') return reply(message.id, true, { version });
    if (host) return toHost(message);
    if (message.op === 'device') {
      waiting.push(message);
      return void chrome.windows.create({
        url: chrome.runtime.getURL('serial.html'),
        type: 'popup',
        width: 460,
        height: 380,
      });
    }
    if (message.op === 'disconnect') return reply(message.id, true);
    reply(message.id, false, { error: failureOf(message.op), detail: 'Choose the board first.' });
  });
  port.onDisconnect.addListener(() => {
    if (page !== port) return;
    page = null;
    // The quiz page went: its serial line closes with it.
    if (host) toHost({ id: Number.MAX_SAFE_INTEGER, op: 'disconnect' });
  });
});

chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== 'host' || port.sender?.id !== chrome.runtime.id) return;
  host = port;
  port.onMessage.addListener((message) => {
    if (message?.type === 'reply') open.delete(message.id);
    page?.postMessage(message);
  });
  port.onDisconnect.addListener(() => {
    if (host !== port) return;
    host = null;
    for (const [id, op] of open)
      reply(id, false, { error: failureOf(op), detail: 'The bridge window was closed.' });
    open.clear();
    page?.postMessage({ type: 'serial_closed' });
  });
  for (const message of waiting.splice(0)) toHost(message);
});
