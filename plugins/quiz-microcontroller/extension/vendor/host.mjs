// Generated from common/bridge/host.ts by scripts/build-harness.ts: do not edit.
/**
 * The extension's side of the board bridge: it answers a page's requests (the bridge's message
 * schema) with a serial port it holds through a {@link SerialDriver} (Web Serial in the extension's
 * page; a simulated board in the tests), and passes on what the board writes. Plain TypeScript
 * with no package imports, so the extension runs the same file (see scripts/build-harness.ts).
 */
import { parseIntelHex } from './hex.mjs';
import { uploadMainPy } from './raw-repl.mjs';
import { ByteQueue,                 } from './serial-link.mjs';
import { uploadStk500, UNO_BOOTLOADER_BAUD } from './stk500.mjs';
                                                                                   

/** A serial port as the host uses it. */
                               
                                                                                                     
                                   
                                        
                         
                                          
                                                                          
                                         
                                                       
                                               
                                                              
                              
 

/** The protocol version this host speaks (the page checks it). */
export const hostProtocolVersion = 1;

const idOk = (v         )              => Number.isInteger(v) && (v          ) >= 1;
const stringOf = (v         , min        , max        )              =>
  typeof v === 'string' && v.length >= min && v.length <= max;

/**
 * A page's request checked as the bridge's schema (`bridgeRequestSchema`) checks it, without zod
 * (the extension has no packages); null for anything else. A test keeps the two in step.
 */
export function parseBridgeRequest(raw         )                       {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw                           ;
  if (!idOk(r.id)) return null;
  const id = r.id;
  switch (r.op) {
    case 'connect':
      return Number.isInteger(r.version) && (r.version          ) >= 1
        ? { id, op: 'connect', version: r.version           }
        : null;
    case 'device':
      return { id, op: 'device' };
    case 'serial_connect': {
      const baud = r.baudRate;
      return Number.isInteger(baud) && (baud          ) >= 300 && (baud          ) <= 2_000_000
        ? { id, op: 'serial_connect', baudRate: baud           }
        : null;
    }
    case 'send_data':
      return stringOf(r.data, 0, 4096) ? { id, op: 'send_data', data: r.data } : null;
    case 'upload':
      return (r.board === 'uno' || r.board === 'microbit') && stringOf(r.content, 1, 512 * 1024)
        ? { id, op: 'upload', board: r.board, content: r.content }
        : null;
    case 'disconnect':
      return { id, op: 'disconnect' };
    default:
      return null;
  }
}

/**
 * Serves one page at a time: connect (the version), device (the port chooser), serial_connect,
 * send_data, upload (the line is taken for the upload at the bootloader's or the REPL's speed and
 * given back after) and disconnect; the board's output goes to the page as `serial` messages.
 */
export class BridgeHost {
          portName                = null;
          baudRate                = null;
          uploading                   = null;
                   decoder = new TextDecoder();
                   driver              ;
                   send                                  ;

  constructor(driver              , send                                  ) {
    this.driver = driver;
    this.send = send;
    driver.onData = (bytes) => {
      if (this.uploading) this.uploading.push(bytes);
      else this.send({ type: 'serial', data: this.decoder.decode(bytes, { stream: true }) });
    };
    driver.onLost = () => {
      this.baudRate = null;
      this.portName = null;
      this.send({ type: 'serial_closed' });
    };
  }

  /** Answers one message from the page; a message outside the schema gets nothing. */
  async handle(raw         )                {
    const request = parseBridgeRequest(raw);
    if (!request) return;
    const ok = (fields                                                     = {}) =>
      this.send({ type: 'reply', id: request.id, ok: true, ...fields });
    const fail = (error                 , detail        ) =>
      this.send({ type: 'reply', id: request.id, ok: false, error, detail: detail.slice(0, 1000) });
    try {
      switch (request.op) {
        case 'connect':
          return ok({ version: hostProtocolVersion });
        case 'device': {
          const name = await this.driver.choose();
          if (name === null) return fail('CONNECTED_FAILED', 'No port was chosen.');
          await this.closeLine();
          this.portName = name;
          return ok({ port: name });
        }
        case 'serial_connect':
          if (this.portName === null) return fail('CONNECTED_FAILED', 'Choose the board first.');
          await this.closeLine();
          try {
            await this.driver.open(request.baudRate);
          } catch (error) {
            return fail('CONNECTED_FAILED', (error         ).message);
          }
          this.baudRate = request.baudRate;
          return ok();
        case 'send_data':
          if (this.baudRate === null || this.uploading)
            return fail('NOT_CONNECTED_SERIAL', 'The serial line is not open.');
          await this.driver.write(new TextEncoder().encode(request.data));
          return ok();
        case 'upload':
          if (this.portName === null) return fail('UPLAOD_FAILED', 'Choose the board first.');
          try {
            await this.upload(request.id, request.board, request.content);
          } catch (error) {
            return fail('UPLAOD_FAILED', (error         ).message);
          }
          return ok();
        case 'disconnect':
          await this.closeLine();
          this.portName = null;
          return ok();
      }
    } catch (error) {
      return fail(request.op === 'upload' ? 'UPLAOD_FAILED' : 'CONNECTED_FAILED', (error         ).message);
    }
  }

          async closeLine()                {
    if (this.baudRate === null) return;
    this.baudRate = null;
    await this.driver.close();
  }

  /** Takes the line at the upload's speed, runs the uploader, and gives the line back as it was. */
          async upload(id        , board                    , content        )                {
    const image = board === 'uno' ? parseIntelHex(content).flash : null;
    const before = this.baudRate;
    await this.closeLine();
    const queue = new ByteQueue();
    const link             = {
      write: (bytes) => this.driver.write(bytes),
      read: (count, timeoutMs) => queue.read(count, timeoutMs),
      drain: () => queue.drain(),
      reset: async () => {
        await this.driver.setSignals(false);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await this.driver.setSignals(true);
        // The bootloader starts listening a moment after the reset.
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const progress = (percent        ) => this.send({ type: 'progress', id, percent });
    this.uploading = queue;
    try {
      await this.driver.open(UNO_BOOTLOADER_BAUD);
      if (image) await uploadStk500(link, image, progress);
      else await uploadMainPy(link, content, progress);
    } finally {
      this.uploading = null;
      await this.driver.close().catch(() => undefined);
      if (before !== null) {
        await this.driver.open(before);
        this.baudRate = before;
      }
    }
  }
}
