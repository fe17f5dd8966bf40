import type { Page } from 'puppeteer-core';

interface Choice {
  value: string;
  label: string;
}

/**
 * The microphones a device picker's select (`testId`) offers and the one in use, once a stream is
 * open (the select then shows its device) and the browser listed at least two.
 */
export async function micChoices(page: Page, testId: string): Promise<{ mics: Choice[]; inUse: Choice }> {
  const selector = `[data-testid=${testId}]`;
  await page.waitForFunction(
    (s) => {
      const select = document.querySelector(s) as HTMLSelectElement | null;
      return select && select.value !== '' && [...select.options].filter((o) => o.value).length >= 2;
    },
    { timeout: 10_000 },
    selector,
  );
  return page.$eval(selector, (el) => {
    const select = el as HTMLSelectElement;
    const mics = [...select.options].filter((o) => o.value).map((o) => ({ value: o.value, label: o.text }));
    return { mics, inUse: mics.find((m) => m.value === select.value)! };
  });
}
