import type { Page } from 'puppeteer-core';

/**
 * Checks every visible tab list of the page by keyboard (the ARIA tabs pattern): with the chosen tab
 * focused, the next arrow key (Right, or Down in a vertical list) must choose the next tab and move
 * the focus to it. Returns what failed, one line per tab list. It changes the chosen tab, so it runs
 * last on a page.
 */
export async function tabListKeyProblems(page: Page): Promise<string[]> {
  const count = await page.$$eval('[role=tablist]', (lists) => lists.length);
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = await page.evaluate((at) => {
      const list = document.querySelectorAll('[role=tablist]')[at] as HTMLElement | undefined;
      if (!list || !list.checkVisibility()) return null;
      const tabs = [...list.querySelectorAll<HTMLElement>('[role=tab]')].filter(
        (tab) => tab.closest('[role=tablist]') === list && tab.checkVisibility(),
      );
      const chosen = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      if (tabs.length < 2 || chosen < 0) return null;
      tabs[chosen]!.focus();
      const name = (list.getAttribute('aria-label') ?? list.className) || `tab list ${at + 1}`;
      return {
        name,
        next: (chosen + 1) % tabs.length,
        key: list.getAttribute('aria-orientation') === 'vertical' ? 'ArrowDown' : 'ArrowRight',
        focused: document.activeElement === tabs[chosen],
      };
    }, i);
    if (!start) continue;
    if (!start.focused) {
      problems.push(`${start.name}: its chosen tab cannot take the focus`);
      continue;
    }
    await page.keyboard.press(start.key as 'ArrowRight' | 'ArrowDown');
    const moved = await page
      .waitForFunction(
        (at, next) => {
          const list = document.querySelectorAll('[role=tablist]')[at];
          const tabs = [...(list?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])].filter(
            (tab) => tab.closest('[role=tablist]') === list && tab.checkVisibility(),
          );
          const tab = tabs[next];
          return !!tab && tab.getAttribute('aria-selected') === 'true' && document.activeElement === tab;
        },
        { timeout: 3000 },
        i,
        start.next,
      )
      .then(
        () => true,
        () => false,
      );
    if (!moved) problems.push(`${start.name}: ${start.key} did not choose and focus the next tab`);
  }
  return problems;
}
