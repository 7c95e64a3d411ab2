import { request as requestFactory, test, type APIRequestContext } from '@playwright/test';

/**
 * A request context of its own, for what is asked right after `make restore`: its last step is nginx's graceful
 * reload, whose old workers close their idle keep-alive connections. A request sent on a pooled connection as it
 * closes is reset; a browser sends it again, Playwright's API client does not (stop 33's CI: the one lookup after the
 * restore failed that way). A new context opens a new connection, which only the new workers accept.
 */
export async function withNewConnection<T>(use: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await requestFactory.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await use(request);
  } finally {
    await request.dispose();
  }
}
