/**
 * The focus ring keeps at least 3:1 against what surrounds it (WCAG 1.4.11) on every page and 311
 * screen: the sweep tabs through each one and, for every element that takes focus, compares the
 * ring's outer colour with the background behind the element. A control whose own outline is off
 * (the project cards' stretched links) is checked by the ring its card draws instead.
 */
import { ANY_WIDTH, type Page } from './support/test.ts';
import { appStarted } from './support/app-started.ts';
import { expect, test } from './support/staff-session.ts';
import { PORTAL_SCREENS, SITE_PAGES } from './support/pages.ts';

/** Tab stops checked per page: past the header and well into the content. */
const TAB_STOPS = 45;

interface Stop {
  what: string;
  ring: string;
  behind: string;
  ratio: number;
}

/** Presses Tab and reads the focused element's ring and the background behind it. */
async function nextStop(page: Page): Promise<Stop | null> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    // Controls fade their colours in (transition-colors, transition-shadow): the ring is read as it
    // stands at the end, so each fade is taken to its end at once rather than waited out.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    // Any CSS colour (Tailwind writes oklch) as sRGB bytes plus alpha, through a canvas.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (css: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((m, n) => n - m) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    const backgroundOf = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        const alpha = rgb(bg).at(3) ?? 1;
        if (alpha > 0.5) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    let drawn: Element = el;
    let ring = '';
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring = style.outlineColor;
    else {
      // A ring drawn by a container (box-shadow), as the project cards do for their stretched link.
      for (let node = el.parentElement; node && !ring; node = node.parentElement) {
        const shadow = getComputedStyle(node).boxShadow;
        const colour = shadow.match(/(?:rgba?|oklch|oklab|color)\([^)]*\)/g)?.find((c) => (rgb(c).at(3) ?? 1) > 0.5);
        if (shadow !== 'none' && colour && /\b[2-9]px\b|\b\d{2,}px\b/.test(shadow)) {
          ring = colour;
          drawn = node;
        }
      }
    }
    const behind = backgroundOf(drawn.parentElement);
    const label = (el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40);
    return { what: `${el.tagName.toLowerCase()} "${label}"`, ring, behind, ratio: ring ? ratio(ring, behind) : 0 };
  });
}

async function sweep(page: Page): Promise<void> {
  const weak: string[] = [];
  let seen = 0;
  for (let i = 0; i < TAB_STOPS; i++) {
    const stop = await nextStop(page);
    if (!stop) continue;
    seen++;
    if (stop.ratio < 3)
      weak.push(`${stop.what}: ring ${stop.ring || 'none'} on ${stop.behind} (${stop.ratio.toFixed(2)}:1)`);
  }
  expect(seen, 'tab stops reached').toBeGreaterThan(3);
  expect(weak, 'focus rings under 3:1 against their background').toEqual([]);
}

// The same styles at any width: swept at desktop width, where the most controls are in view.
test.describe('the focus ring has 3:1 against every background', { tag: ANY_WIDTH }, () => {
  for (const { path, name } of SITE_PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await sweep(page);
    });
  }

  for (const { path, name, heading } of PORTAL_SCREENS) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The plain first paint has the same heading: sweep the app's screen once it has taken over.
      await appStarted(page);
      await sweep(page);
    });
  }

  test('311 staff dashboard, with its dark sidebar', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto('/311/staff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sweep(page);
  });
});
