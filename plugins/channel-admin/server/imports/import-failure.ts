import type { ImportFailureCode } from '../../common/imports.ts';

/** A whole file the import cannot use (malformed, unreadable), named by its §8 code. */
export class ImportFailure extends Error {
  readonly code: ImportFailureCode;
  constructor(code: ImportFailureCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ImportFailure';
    this.code = code;
  }
}
