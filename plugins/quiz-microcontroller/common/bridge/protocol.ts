import { z } from 'zod';

/**
 * The board bridge's messages (spec §4 "Microcontroller bridge", §8 "Microcontroller bridge
 * errors"): a page speaks to the browser extension over a `chrome.runtime` port; the extension
 * reaches the board over Web Serial. One schema for the page's client, the extension and the fake
 * bridge of the tests.
 */
export const bridgeStates = ['DISCONNECTED', 'DISCONNECTING', 'CONNECTING', 'CONNECTED'] as const;
export type BridgeState = (typeof bridgeStates)[number];

export const bridgeOperations = [
  'connect',
  'device',
  'serial_connect',
  'send_data',
  'upload',
  'disconnect',
] as const;
export type BridgeOperation = (typeof bridgeOperations)[number];

/** §8's error codes, spelt as the spec has them (UPLAOD_FAILED too). */
export const bridgeErrorCodes = [
  'NOT_CHROME',
  'EMPTY_CHROME',
  'EMPTY_EXTENSION_ID',
  'NOT_INSTALLED_EXTENSION',
  'NOT_CONNECTED_EXTENSION',
  'NOT_CONNECTED_SERIAL',
  'CONNECTED_FAILED',
  'UPLAOD_FAILED',
] as const;
export type BridgeErrorCode = (typeof bridgeErrorCodes)[number];

/** The boards the bridge uploads to: an Uno's hex over STK500, a micro:bit's main.py over the raw REPL. */
export const bridgeBoards = ['uno', 'microbit'] as const;
export type BridgeBoard = (typeof bridgeBoards)[number];

/** The protocol's version; an extension answering another one is told to update. */
export const bridgeProtocolVersion = 1;

const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A page's request to the extension. */
export const bridgeRequestSchema = z.discriminatedUnion('op', [
  z.object({ id, op: z.literal('connect'), version: z.number().int().min(1) }),
  /** Choose a serial port (the extension's own page asks the learner, as Web Serial requires). */
  z.object({ id, op: z.literal('device') }),
  z.object({ id, op: z.literal('serial_connect'), baudRate: z.number().int().min(300).max(2_000_000) }),
  z.object({ id, op: z.literal('send_data'), data: z.string().max(4096) }),
  z.object({
    id,
    op: z.literal('upload'),
    board: z.enum(bridgeBoards),
    /** Intel HEX for an Uno; main.py for a micro:bit. */
    content: z
      .string()
      .min(1)
      .max(512 * 1024),
  }),
  z.object({ id, op: z.literal('disconnect') }),
]);
export type BridgeRequest = z.infer<typeof bridgeRequestSchema>;

/** What the extension sends a page: replies to requests, and what the board says unasked. */
export const bridgeMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reply'),
    id,
    ok: z.boolean(),
    error: z.enum(bridgeErrorCodes).optional(),
    /** What went wrong in words the extension had (the browser's or the board's), for the details. */
    detail: z.string().max(1000).optional(),
    /** `connect`: the extension's protocol version; `device`: the port's name. */
    version: z.number().int().optional(),
    port: z.string().max(200).optional(),
  }),
  /** Bytes the board wrote on the serial line, as text. */
  z.object({ type: z.literal('serial'), data: z.string().max(64 * 1024) }),
  /** How far an upload is, 0–100. */
  z.object({ type: z.literal('progress'), id, percent: z.number().min(0).max(100) }),
  /** The serial port went (unplugged, closed elsewhere). */
  z.object({ type: z.literal('serial_closed') }),
]);
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

/** Request bodies as a page gives them (the client numbers them). */
export type BridgeCall = BridgeRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;
