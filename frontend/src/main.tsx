const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/** Resolves in a later task, so the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's code runs in steps, each its own task: MUI's styling and the theme (in vite.config.ts's 'pageLooks'
 * chunk), then React DOM, then the app (which loads its page and hydrates). Evaluated in one go, they would freeze a
 * slow phone for a third of a second; in steps, the browser gets a turn between them. The pre-render names these
 * chunks among the modules the page fetches at once (vite/prerenderPages.ts), so a step never waits for a download.
 */
async function start(root: HTMLElement): Promise<void> {
  await import('./app/theme');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { startInBrowser } = await import('./app/startInBrowser');
  await nextTask();
  await startInBrowser(root);
}

void start(rootElement);
