// Generated from common/arduino/hex.ts by scripts/build-harness.ts: do not edit.
/**
 * Intel HEX, the format `avr-objcopy` writes and a board's bootloader takes: parsed into the
 * Arduino Uno's 32 KiB of flash. Plain TypeScript with no imports, so the judge harness runs the
 * same file (see `scripts/build-harness.ts`).
 */

/** The ATmega328P's program memory in bytes. */
export const UNO_FLASH_BYTES = 0x8000;
/** The longest hex text accepted: a full 32 KiB flash is about 90 KB of hex. */
export const HEX_MAX_CHARS = 200_000;

/** A parsed image: the flash bytes, and how many bytes the records wrote. */
                           
                    
                
 

/**
 * Parses Intel HEX text into the Uno's flash. Throws an Error whose message names the first fault
 * (the line and what is wrong): a bad character, a wrong checksum, a record past 32 KiB, no end
 * record.
 */
export function parseIntelHex(text        )           {
  if (text.length > HEX_MAX_CHARS) throw new Error(`longer than ${HEX_MAX_CHARS} characters`);
  const flash = new Uint8Array(UNO_FLASH_BYTES).fill(0xff);
  let base = 0;
  let bytes = 0;
  let ended = false;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const where = `line ${i + 1}`;
    if (ended) throw new Error(`${where}: data after the end record`);
    if (!/^:([0-9A-Fa-f]{2})+$/.test(line)) throw new Error(`${where}: not a hex record`);
    const rec           = [];
    for (let j = 1; j < line.length; j += 2) rec.push(parseInt(line.slice(j, j + 2), 16));
    const count = rec[0];
    if (rec.length !== count + 5) throw new Error(`${where}: the length does not match`);
    if (rec.reduce((s, b) => s + b, 0) % 256 !== 0) throw new Error(`${where}: wrong checksum`);
    const address = (rec[1] << 8) | rec[2];
    const type = rec[3];
    if (type === 0) {
      const start = base + address;
      if (start + count > UNO_FLASH_BYTES) throw new Error(`${where}: past the Uno's 32 KiB of flash`);
      flash.set(rec.slice(4, 4 + count), start);
      bytes += count;
    } else if (type === 1) ended = true;
    else if (type === 2) base = ((rec[4] << 8) | rec[5]) * 16;
    else if (type === 4) base = ((rec[4] << 8) | rec[5]) * 65536;
    else if (type !== 3 && type !== 5) throw new Error(`${where}: unknown record type ${type}`);
  }
  if (!ended) throw new Error('no end record');
  if (bytes === 0) throw new Error('no program bytes');
  return { flash, bytes };
}

/** The fault of a hex text, or '' when it parses. */
export function hexProblem(text        )         {
  try {
    parseIntelHex(text);
    return '';
  } catch (e) {
    return (e         ).message;
  }
}
