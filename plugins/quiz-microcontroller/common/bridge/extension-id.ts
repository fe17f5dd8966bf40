/**
 * The public key in the bridge extension's manifest (`key`, base64 DER of an RSA key): Chrome
 * derives an extension's id from it, so the unpacked extension has the same id on every machine
 * and the pages know whom to connect to without being told. Only the public half exists; nothing
 * is signed with it.
 */
export const bridgeExtensionKey =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1eMchS6KeYQx6lOTyS5Gaq858dmnBGFgHrk6n+dbBTkrVKZ/pura4KCRGNeARDZjAALSaHPWo8Q3DImQuiDvuSEPQeWSMFK0AnZE6Q59dj3lIis0LIz6fc1Xhn003v542a10cAs7lChlNg2fLnw0e02hlQ/wcIPFDXS2BU54V0twJW8MURZxHgpkcPfZfCE+5X/rWvY/pfLU6rD2dhqfLCqPBxTh0iUUu79POVf/6zt7Y38fdq5o4cIq7jzAfFtniAy7y6BvKt8DxQ/IOlISWNxUeogOTaGYp37s71EViUPQJk1ex10EwYtmi0EdRradoW6oNEls2KVSktxqoSvBtwIDAQAB';

/** The id Chrome gives the extension loaded with {@link bridgeExtensionKey} (see `extensionIdOf`). */
export const shippedBridgeExtensionId = 'pacajcpabajojdihahhopdfgichcfpcd';

/** Chrome's id of an extension: the first 32 hex digits of its key's SHA-256, written with a–p. */
export function extensionIdFromDigest(sha256Hex: string): string {
  return [...sha256Hex.slice(0, 32)].map((d) => String.fromCharCode(97 + parseInt(d, 16))).join('');
}
