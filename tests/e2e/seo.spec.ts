/**
 * What search engines and feed readers read: robots.txt, sitemap.xml and the news feed, served by nginx with the public
 * site address filled in at start (nginx/render.sh). The second nginx of platform.spec.ts shows the address follows PUBLIC_SITE_URL.
 */
import { expect, test } from './support/test.js';
import { siteAddressesInEveryLanguage } from '../../scripts/siteAddresses.js';

const siteUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 18000) + 80}`;
const schoolName = 'Mithila Sunrise English Boarding School';

test("every route's browser tab title carries the school's name, the payment pages' and Not Found's too", async ({
  page,
}) => {
  // Every address of the route table (each news post too), so a route added later is checked too; an unknown
  // address shows the Not Found page.
  for (const path of [
    ...siteAddressesInEveryLanguage().map((address) => address.path),
    '/no-such-page',
    '/ne/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(schoolName));
  }
});

test('robots.txt is a real robots file that names the sitemap by its absolute address', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const body = await response.text();
  expect(body).not.toContain('<html');
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('sitemap.xml lists every information route in every language by its absolute address, and no payment outcome', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/xml; charset=utf-8');
  const body = await response.text();
  expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(body).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  const listed = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  // The route table's listed routes, a news post's route at every post of the content folder, in English and then
  // in Nepali; each with its address in both languages as alternates.
  const listedRoutes = siteAddressesInEveryLanguage()
    .filter(({ route }) => route.listed)
    .map(({ path }) => path);
  const expected = listedRoutes.map((route) => `${siteUrl}${route}`);
  expect(listed).toEqual(expected);
  expect(body).toContain(
    `<loc>${siteUrl}/ne/about</loc><xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/about"/>` +
      `<xhtml:link rel="alternate" hreflang="ne" href="${siteUrl}/ne/about"/></url>`,
  );
  expect(body).not.toContain('payment-success');
  expect(body).not.toContain('payment-failure');
  // Every listed address is a page that answers.
  for (const route of listedRoutes) {
    expect((await request.get(route)).status(), route).toBe(200);
  }
});

test('feed.xml is an Atom feed of the news, each post by its absolute address, and every page points to it', async ({
  request,
}) => {
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml');
  const body = await response.text();
  expect(body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(body).toContain(`<link rel="self" type="application/atom+xml" href="${siteUrl}/feed.xml"/>`);
  const posts = [...body.matchAll(/<entry>\s*<id>([^<]+)<\/id>\s*<title>([^<]+)<\/title>/g)].map(([, id, title]) => [
    id,
    title,
  ]);
  expect(posts).toEqual([
    [`${siteUrl}/blogs/peace-rally`, 'A Peace Rally in Memory of the Martyrs of the Youth Protests'],
  ]);
  for (const [address] of posts) expect((await request.get(address!.slice(siteUrl.length))).status()).toBe(200);
  expect(await (await request.get('/about')).text()).toContain(
    '<link rel="alternate" type="application/atom+xml" title="School news and notices" href="/feed.xml" />',
  );
});
