// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderedPages, renderPage, splitHoistedTags } from './renderPage';
import { notFoundRoute, pageRoutes, paths, languages } from '../lib/paths';
import { newsCards } from 'virtual:site-content/newsCards';

describe('renderPage (the build pre-render, in Node)', () => {
  it('renders a page whole: its markup, its head tags with the site address placeholder, and its CSS', async () => {
    const page = await renderPage(paths.about);
    expect(page.body).toMatch(/<h1[^>]*>A Caring School Where Every Child Is Known<\/h1>/);
    expect(page.body).not.toContain('<script');
    expect(page.head).toMatch(/^<title>About us \| /);
    expect(page.head).toContain('<link rel="canonical" href="__PUBLIC_SITE_URL__/about"/>');
    expect(page.head).not.toContain('noindex');
    // Every class in the markup has its rules in the page's styles.
    // (Emotion's class names only: in tests a picture's address is its file's, under site-content/.)
    const classNames = [...page.body.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) => names.split(' '));
    const classes = new Set(classNames.flatMap((name) => /^site-([a-z0-9]+)/.exec(name)?.[1] ?? []));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(page.head).toContain(`.site-${name}`);
  });

  it('renders the lazily loaded sections in place, not streamed in later', async () => {
    const page = await renderPage(paths.home);
    expect(page.body).toContain('Empowering Students for a Brighter Tomorrow');
    expect(page.body).not.toMatch(/<template|hidden id="S:/);
  });

  it('marks the payment result pages noindex, and gives the Not Found page no canonical address', async () => {
    expect((await renderPage(paths.paymentSuccess)).head).toContain('<meta name="robots" content="noindex"/>');
    const notFoundPage = prerenderedPages.find((page) => page.route === notFoundRoute);
    expect(notFoundPage).toMatchObject({ file: '404.html' });
    const notFound = await renderPage(notFoundPage!.path);
    expect(notFound.body).toContain('Page not found');
    expect(notFound.head).not.toContain('canonical');
  });

  it('lists every path of the site once, and the Not Found page', () => {
    const files = prerenderedPages.map((page) => page.file);
    expect(files).toContain('index.html');
    expect(files).toContain('blogs/peace-rally/index.html');
    expect(files).toContain('404.html');
    expect(files).toContain('notices/index.html');
    expect(files).not.toContain('blogs/:slug/index.html');
    // Every route once, the post route once per post, and the Not Found page, in each language.
    expect(new Set(files).size).toBe(languages.length * (pageRoutes.length - 1 + newsCards.length + 1));
  });

  it('writes every page in Nepali under ne/, in Nepali, with its language set', async () => {
    const files = prerenderedPages.map((page) => page.file);
    expect(files).toContain('ne/index.html');
    expect(files).toContain('ne/blogs/peace-rally/index.html');
    expect(files).toContain('ne/404.html');
    const about = prerenderedPages.find((page) => page.file === 'ne/about/index.html');
    expect(about).toMatchObject({ path: '/ne/about', language: 'ne' });
    const rendered = await renderPage('/ne/about');
    expect(rendered.body).toContain('मुख्य सामग्रीमा जानुहोस्');
    expect(rendered.body).toContain('href="/ne/contact"');
    expect(rendered.head).toContain('<link rel="canonical" href="__PUBLIC_SITE_URL__/ne/about"/>');
    expect(rendered.head).toContain('hrefLang="en" href="__PUBLIC_SITE_URL__/about"');
  });

  it('takes only the leading hoisted tags out of the markup', () => {
    expect(splitHoistedTags('<title>T</title><meta name="a" content="b"/><div><title>x</title></div>')).toEqual({
      hoisted: '<title>T</title><meta name="a" content="b"/>',
      body: '<div><title>x</title></div>',
    });
  });
});
