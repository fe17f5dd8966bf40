// @digitalbazaar/bitstring ships no types: the part of its API this plugin uses.
declare module '@digitalbazaar/bitstring' {
  export class Bitstring {
    constructor(options: { length?: number; buffer?: Uint8Array; leftToRightIndexing?: boolean });
    set(position: number, on: boolean): void;
    get(position: number): boolean;
    encodeBits(): Promise<string>;
    static decodeBits(options: { encoded: string }): Promise<Uint8Array>;
  }
}
