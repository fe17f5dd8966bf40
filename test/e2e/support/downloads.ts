import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';

/**
 * Clicks what starts a download and returns the bytes chromium saved under `fileName` (the name the
 * server or the link gave it). Chromium writes a `.crdownload` first, so the name appears once complete.
 */
export async function downloadByClick(page: Page, selector: string, fileName: string): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'downloads-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: folder });
  await page.click(selector);
  const saved = join(folder, fileName);
  for (let i = 0; i < 100 && !existsSync(saved); i++) await new Promise((r) => setTimeout(r, 100));
  await cdp.detach();
  return readFileSync(saved);
}
