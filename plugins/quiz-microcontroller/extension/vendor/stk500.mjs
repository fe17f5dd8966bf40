// Generated from common/bridge/stk500.ts by scripts/build-harness.ts: do not edit.
/**
 * Uploading to an Arduino Uno the way avrdude does: STK500 version 1, the protocol of the Uno's
 * bootloader (optiboot) at 115,200 baud. Reset the board (its bootloader listens for a moment
 * after a reset), get in sync, check the chip's signature, write the program page by page, read
 * every page back to verify it, and leave programming mode (the bootloader then starts the
 * program). Plain TypeScript whose only import is a type, so the extension runs the same file.
 */
                                                   

const STK_OK = 0x10;
const STK_INSYNC = 0x14;
const CRC_EOP = 0x20;
const GET_SYNC = 0x30;
const ENTER_PROGMODE = 0x50;
const LEAVE_PROGMODE = 0x51;
const LOAD_ADDRESS = 0x55;
const PROG_PAGE = 0x64;
const READ_PAGE = 0x74;
const READ_SIGN = 0x75;

/** The ATmega328P's signature, which an Uno's bootloader reports. */
export const ATMEGA328P_SIGNATURE = [0x1e, 0x95, 0x0f];
/** The ATmega328P's flash page in bytes. */
export const UNO_PAGE_BYTES = 128;
/** The bootloader's baud rate on an Uno. */
export const UNO_BOOTLOADER_BAUD = 115_200;

/** Why an upload failed, in words for the learner's details (the bridge reports UPLAOD_FAILED). */
export class Stk500Error extends Error {
  constructor(message        ) {
    super(message);
    this.name = 'Stk500Error';
  }
}

const hex = (bytes                   ) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

/** One command: its bytes and CRC_EOP out, INSYNC … OK back, with `answer` bytes between. */
async function command(link            , bytes          , answer = 0, timeoutMs = 1000)                      {
  await link.write(Uint8Array.from([...bytes, CRC_EOP]));
  let reply            ;
  try {
    reply = await link.read(answer + 2, timeoutMs);
  } catch {
    throw new Stk500Error(`no answer to command 0x${bytes[0].toString(16)}`);
  }
  if (reply[0] !== STK_INSYNC || reply[reply.length - 1] !== STK_OK)
    throw new Stk500Error(`not in sync: command 0x${bytes[0].toString(16)} answered ${hex(reply)}`);
  return reply.subarray(1, 1 + answer);
}

/** Resets the board and gets in sync with its bootloader (a few tries, as avrdude makes). */
async function sync(link            , attempts        )                {
  await link.reset();
  for (let i = 0; i < attempts; i++) {
    link.drain();
    try {
      await command(link, [GET_SYNC], 0, 250);
      return;
    } catch {
      // The bootloader may still be starting, or old bytes of the program were in the way.
    }
  }
  throw new Stk500Error('the board did not answer: no bootloader in sync (is it an Uno on this port?)');
}

/** The pages of `flash` (the whole 32 KiB image) that hold program bytes, by byte address. */
export function programPages(flash            , used        )           {
  const pages           = [];
  for (let at = 0; at < flash.length; at += UNO_PAGE_BYTES) {
    const page = flash.subarray(at, at + UNO_PAGE_BYTES);
    if (at < used || page.some((b) => b !== 0xff)) pages.push(at);
  }
  return pages;
}

/**
 * Writes `flash` (an Uno image, 0xFF where unused) through the bootloader on `link`, verifying
 * each page; `onProgress` hears 0–100 (writing is the first 80, verifying the rest). Throws a
 * {@link Stk500Error} naming the step that failed.
 */
export async function uploadStk500(
  link            ,
  flash            ,
  onProgress                            = () => undefined,
  options                            = {},
)                {
  await sync(link, options.syncAttempts ?? 10);
  const signature = await command(link, [READ_SIGN], 3);
  if (hex(signature) !== hex(ATMEGA328P_SIGNATURE))
    throw new Stk500Error(`not an ATmega328P (signature ${hex(signature)})`);
  await command(link, [ENTER_PROGMODE]);
  let last = 0;
  for (let i = flash.length - 1; i >= 0; i--)
    if (flash[i] !== 0xff) {
      last = i + 1;
      break;
    }
  const pages = programPages(flash, last);
  const address = (at        ) => command(link, [LOAD_ADDRESS, (at >> 1) & 0xff, (at >> 9) & 0xff]);
  const size = [UNO_PAGE_BYTES >> 8, UNO_PAGE_BYTES & 0xff];
  onProgress(0);
  for (const [i, at] of pages.entries()) {
    await address(at);
    await command(link, [PROG_PAGE, ...size, 0x46, ...flash.subarray(at, at + UNO_PAGE_BYTES)], 0, 2000);
    onProgress(Math.round(((i + 1) / pages.length) * 80));
  }
  for (const [i, at] of pages.entries()) {
    await address(at);
    const read = await command(link, [READ_PAGE, ...size, 0x46], UNO_PAGE_BYTES);
    const want = flash.subarray(at, at + UNO_PAGE_BYTES);
    const wrong = read.findIndex((b, k) => b !== want[k]);
    if (wrong >= 0)
      throw new Stk500Error(
        `verification failed at 0x${(at + wrong).toString(16)}: wrote ${want[wrong].toString(16)}, read ${read[wrong].toString(16)}`,
      );
    onProgress(80 + Math.round(((i + 1) / pages.length) * 20));
  }
  await command(link, [LEAVE_PROGMODE]);
}
