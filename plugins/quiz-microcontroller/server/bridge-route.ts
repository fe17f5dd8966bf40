import type { RegisterEnv } from '@seodang/sdk';
import { shippedBridgeExtensionId } from '../common/bridge/extension-id.ts';

/** `GET /api/board-bridge`: the extension id pages connect to (nothing secret: anyone may ask). */
export function registerBridgeRoute(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/board-bridge',
    summary:
      "The board bridge extension's id: the shipped extension's, or SEODANG_BRIDGE_EXTENSION_ID's for one built with another key",
    tags: ['quiz-microcontroller'],
    access: 'public',
    handler() {
      return { data: { extensionId: env.config.bridgeExtensionId ?? shippedBridgeExtensionId } };
    },
  });
}
