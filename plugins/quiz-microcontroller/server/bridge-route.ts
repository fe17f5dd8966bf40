import { sendAttachment, type RegisterEnv } from '@seodang/sdk';
import { shippedBridgeExtensionId } from '../common/bridge/extension-id.ts';
import { extensionZip } from './extension-zip.ts';

/**
 * `GET /api/board-bridge`: the extension id pages connect to, and `GET /api/board-bridge/extension.zip`:
 * the extension to install, listing this deployment's sites (nothing secret: anyone may ask).
 */
export function registerBridgeRoute(env: RegisterEnv): void {
  // Checked by the config's schema at start-up (32 letters a to p).
  const configured = env.config.bridgeExtensionId;
  const configuredId = typeof configured === 'string' ? configured : undefined;
  env.route({
    method: 'GET',
    path: '/api/board-bridge',
    summary:
      "The board bridge extension's id: the shipped extension's, or SEODANG_BRIDGE_EXTENSION_ID's for one built with another key",
    tags: ['quiz-microcontroller'],
    access: 'public',
    handler() {
      return {
        data: {
          extensionId: configuredId ?? shippedBridgeExtensionId,
          download: '/api/board-bridge/extension.zip',
        },
      };
    },
  });
  // Built once: the folder and the base domain do not change while the server runs.
  let zip: Buffer | null = null;
  env.route({
    method: 'GET',
    path: '/api/board-bridge/extension.zip',
    summary:
      "The board bridge extension (Chrome, Manifest V3) as a zip to load unpacked, for this deployment's sites",
    tags: ['quiz-microcontroller'],
    access: 'public',
    handler(_input, rc) {
      zip ??= Buffer.from(extensionZip(String(env.config.baseDomain)));
      sendAttachment(rc, 'seodang-board-bridge.zip', zip, { type: 'application/zip' });
    },
  });
}
