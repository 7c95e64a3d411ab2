import type { ConsoleMessage, Page } from '@playwright/test';

/** Chromium's console line for a response with status 404. */
const notFoundStatus = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

/**
 * The one console message a page of the site may cause without a fault: Chromium's note that the document itself
 * came with status 404, which is how nginx answers an unknown address (with the pre-rendered Not Found page). The
 * same note for anything the page loads (a script, an image, an API call) is still a problem.
 */
export function isNotFoundDocumentStatus(message: ConsoleMessage, page: Page): boolean {
  return notFoundStatus.test(message.text()) && message.location().url === page.url();
}

/**
 * Collects what the browser reports as going wrong on the page: uncaught exceptions and console errors, and with
 * `warnings` console warnings too (a hydration mismatch is logged as an error), but not the Not Found page's own
 * 404 status (isNotFoundDocumentStatus).
 */
export function consoleProblems(page: Page, { warnings = true }: { warnings?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const reported = message.type() === 'error' || (warnings && message.type() === 'warning');
    if (reported && !isNotFoundDocumentStatus(message, page)) problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}
