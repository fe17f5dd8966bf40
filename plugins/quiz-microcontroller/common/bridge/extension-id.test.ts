import test from 'ava';
import { createHash } from 'node:crypto';
import { bridgeExtensionKey, extensionIdFromDigest, shippedBridgeExtensionId } from './extension-id.ts';

test("the shipped id is the one Chrome derives from the manifest's key", (t) => {
  const digest = createHash('sha256').update(Buffer.from(bridgeExtensionKey, 'base64')).digest('hex');
  t.is(extensionIdFromDigest(digest), shippedBridgeExtensionId);
  t.regex(shippedBridgeExtensionId, /^[a-p]{32}$/);
});
