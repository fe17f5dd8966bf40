import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const extensionDir = fileURLToPath(new URL('../extension/', import.meta.url));

/** Every file of the extension's folder, by its path inside the zip. */
function extensionFiles(dir = extensionDir): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, extensionFiles(path));
    else files[relative(extensionDir, path)] = readFileSync(path);
  }
  return files;
}

/**
 * The sites a deployment's pages come from, as `externally_connectable` patterns: the public site
 * and every channel's host under the base domain, over http and https.
 */
export function sitePatterns(baseDomain: string): string[] {
  return [`*://${baseDomain}/*`, `*://*.${baseDomain}/*`];
}

/** The extension as a zip to load unpacked, its manifest listing this deployment's sites. */
export function extensionZip(baseDomain: string): Uint8Array {
  const files = extensionFiles();
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as {
    externally_connectable: { matches: string[] };
  };
  manifest.externally_connectable.matches = sitePatterns(baseDomain);
  files['manifest.json'] = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  // A folder inside the zip: unpacked, it is the folder to choose in chrome://extensions.
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, bytes]) => [`seodang-board-bridge/${path}`, bytes])),
  );
}
