/** The video service's hosts (player, thumbnails, streams, ads): no test may reach them. */
import type { BrowserContext } from '@playwright/test';

export const VIDEO_HOST =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com|doubleclick\.net)$/;

/** Answers every request to the video service with a local stub page, so a played clip loads nothing from outside. */
export async function stubVideoService(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => VIDEO_HOST.test(url.hostname),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player stub</title>' }),
  );
}
