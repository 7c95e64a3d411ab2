/**
 * A visitor who keeps reading the site while something changes under it (a publish, an undo): requests pages over and
 * over until a promise settles, and counts every answer that is not 200. The e2e and the containers suites both
 * prove "no failed request" with it.
 */

/** The codes of a connection that was open and closed under a request: never a refused connection. */
const closedUnderneath = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/**
 * A GET as a browser sends it. nginx's graceful reload closes the old workers' idle keep-alive connections: a request
 * sent on one at that moment is reset before any answer, and a browser sends such a GET again on a new connection.
 * This does too, while the failure is such a reset (a publish's reload and the stack's own may follow each other);
 * a refused connection, a site that is down, fails at once.
 */
export async function fetchAsBrowser(url: string, tries = 3): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url);
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code ?? '';
      if (attempt >= tries || !closedUnderneath.has(code)) throw error;
    }
  }
}

export interface RequestLoopOptions {
  /** The site's origin, `http://127.0.0.1:8080`. */
  site: string;
  /** The pages asked for, in turn. */
  paths: readonly string[];
  /** Also asks for the script each home page names (a page served before a swap must still find it after). */
  homeScript?: boolean;
  /** Goes on this long after `until` settles (the time a server takes to notice a swap); 0 by default. */
  afterMs?: number;
  /** Stops by then whatever happens (a bounded loop). */
  maxMs?: number;
  /**
   * The pause after each request. A loop with none takes a core with the server's answers and starves the build it
   * waits for (a console publish took 75 s instead of 7); a visitor every 10 ms still meets every moment of a swap.
   */
  pauseMs?: number;
}

export async function requestLoop(
  until: Promise<unknown>,
  { site, paths, homeScript = false, afterMs = 0, maxMs = 540_000, pauseMs = 10 }: RequestLoopOptions,
): Promise<{ requests: number; failed: string[] }> {
  let done = false;
  void until.finally(() => setTimeout(() => (done = true), afterMs));
  const failed: string[] = [];
  let requests = 0;
  const deadline = Date.now() + maxMs;
  const get = async (path: string) => {
    requests += 1;
    try {
      const answer = await fetchAsBrowser(`${site}${path}`);
      const body = await answer.text();
      if (answer.status !== 200) failed.push(`${path}: ${answer.status}`);
      return body;
    } catch (error) {
      const cause = ((error as Error).cause as { code?: string } | undefined)?.code;
      failed.push(`${path}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
      return '';
    } finally {
      await new Promise((pause) => setTimeout(pause, pauseMs));
    }
  };
  while (!done && Date.now() < deadline) {
    if (homeScript) {
      const home = await get('/');
      const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
      if (script) await get(script);
      else failed.push('/: names no script');
    }
    for (const path of paths) {
      if (done) break;
      await get(path);
    }
  }
  return { requests, failed };
}
