import type { Page } from 'puppeteer-core';
import type { SerialLink } from '../common/bridge/serial-link.ts';

/**
 * Gives the bridge window (`page`) a Web Serial with one port wired to a simulated board's line
 * (`SimulatedUno`), as the board would be on USB: the chooser answers that port (an Arduino Uno's
 * USB ids), DTR low resets the board, and bytes cross both ways while the port is open. Takes
 * effect from the page's next load (call, then reload).
 */
export async function fakeWebSerial(page: Page, board: { link: SerialLink }): Promise<void> {
  let open = false;
  await page.exposeFunction('__serialOpen', async () => {
    open = true;
    void pump();
  });
  await page.exposeFunction('__serialClose', async () => {
    open = false;
  });
  await page.exposeFunction('__serialWrite', async (bytes: number[]) => {
    await board.link.write(Uint8Array.from(bytes));
  });
  await page.exposeFunction('__serialSignals', async (on: boolean) => {
    if (!on) await board.link.reset();
  });
  // What the board sends, in small batches, into the open port's readable stream.
  const pump = async () => {
    while (open) {
      const bytes: number[] = [];
      try {
        bytes.push(...(await board.link.read(1, 50)));
        for (;;) bytes.push(...(await board.link.read(1, 2)));
      } catch {
        // Nothing more for now.
      }
      if (bytes.length && open)
        await page
          .evaluate((b) => (window as unknown as { __serialPush(b: number[]): void }).__serialPush(b), bytes)
          .catch(() => undefined);
    }
  };
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>> & {
      __serialPush(b: number[]): void;
    };
    let push: ((bytes: number[]) => void) | null = null;
    const port = {
      readable: null as ReadableStream<Uint8Array> | null,
      writable: null as WritableStream<Uint8Array> | null,
      getInfo: () => ({ usbVendorId: 0x2341, usbProductId: 0x0043 }),
      async open() {
        port.readable = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (bytes) => controller.enqueue(Uint8Array.from(bytes));
          },
          cancel() {
            push = null;
          },
        });
        port.writable = new WritableStream<Uint8Array>({
          write: async (chunk) => void (await w.__serialWrite(Array.from(chunk))),
        });
        await w.__serialOpen();
      },
      async close() {
        push = null;
        await w.__serialClose();
      },
      async setSignals(signals: { dataTerminalReady: boolean }) {
        await w.__serialSignals(signals.dataTerminalReady);
      },
    };
    w.__serialPush = (bytes) => push?.(bytes);
    const serial = {
      requestPort: async () => port,
      getPorts: async () => [port],
      addEventListener: () => undefined,
    };
    Object.defineProperty(Navigator.prototype, 'serial', { get: () => serial, configurable: true });
  });
}
