import type { ko } from './ko.ts';

/** English texts of the plugin's namespace 'credentials'. */
export const en: Record<keyof typeof ko, string> = {
  verifyTitle: 'Verify a credential',
  verifyIntro:
    'Paste the signed credential of a certificate or badge you were given, or drop its file, to check that it is genuine.',
  pasteLabel: 'Credential (VC-JWT)',
  pasteHelp: 'Paste the long text starting with eyJ, or drop a file onto this box.',
  verify: 'Verify',
  checksTitle: 'Checks',
  passed: 'passed',
  failed: 'failed',
  'check.format': 'Format',
  'check.signature': "Signature (the issuer's public key)",
  'check.schema': 'Open Badges 3.0 schema',
  'check.validity': 'Validity period',
  'check.status': 'Revocation',
  'state.valid': 'Valid',
  'state.revoked': 'Revoked',
  'state.expired': 'Expired',
  'state.invalid': 'Invalid',
  revokedOn: 'Revoked on {{date}} · reason: {{reason}}',
};
