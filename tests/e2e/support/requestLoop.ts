/**
 * Requests a site's pages over and over until `until` settles, and counts the answers that were not 200: a publish
 * (by `make publish` or from the console) must not interrupt the site for a single request.
 */
export async function requestLoop(
  site: string,
  paths: readonly string[],
  until: Promise<unknown>,
): Promise<{ requests: number; failed: string[] }> {
  let done = false;
  void until.finally(() => (done = true));
  const failed: string[] = [];
  let requests = 0;
  while (!done) {
    const path = paths[requests % paths.length]!;
    requests += 1;
    // nginx's graceful reload closes the old workers' idle keep-alive connections: a request sent on one at that
    // moment is reset before any answer. A browser sends such a GET again on a new connection; so does this loop,
    // once (tests/containers/publishing.spec.ts does the same). A site that is down fails the second try too.
    const status = await fetch(`${site}${path}`)
      .catch(() => fetch(`${site}${path}`))
      .then(
        async (answer) => (await answer.arrayBuffer(), answer.status),
        (error: Error) => error.message,
      );
    if (status !== 200) failed.push(`${path}: ${status}`);
  }
  return { requests, failed };
}
