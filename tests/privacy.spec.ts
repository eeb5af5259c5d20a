import { expect, test } from '@playwright/test';
import { SITE_PAGES } from './support/pages.ts';

interface BrowserIssue {
  code: string;
  details: unknown;
}

for (const { path, name } of SITE_PAGES) {
  test(`${name} (${path}) makes no third-party request before the visitor interacts, and nothing breaks its CSP`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const requested: string[] = [];
    const cspIssues: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspIssues.push(message.text());
    });
    // Chromium reports some CSP violations (an eval probe caught by a library) only as DevTools issues.
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }: { issue: BrowserIssue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') cspIssues.push(JSON.stringify(issue.details));
    });
    await devtools.send('Audits.enable');

    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 20_000); // lazy images and client:visible islands load on scroll
    await page.waitForLoadState('networkidle');

    const thirdParty = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    expect(thirdParty).toEqual([]);
    expect(cspIssues, 'nothing on the page is blocked by its own CSP').toEqual([]);
    expect(requested.some((url) => /\.woff2$/.test(url) && url.startsWith(origin))).toBe(true);
  });
}
