import { describe, expect, it } from 'vitest';
import { composePage } from './prerenderPages.ts';
import { routeModules } from './routeModules.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>School</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('composePage', () => {
  const page = composePage(shell, {
    head: '<title>About | School</title><style data-emotion="css x">.css-x{color:red}</style>',
    body: '<main><h1>About</h1><p>Costs $5 and $&amp; more</p></main>',
    preloads: ['/assets/AboutPage-1.js', '/assets/AboutPage-2.css'],
  });

  it("puts the page's head tags and preloads in place of the shell's title, keeping its script", () => {
    expect(page).not.toContain('<title>School</title>');
    expect(page).toContain('<title>About | School</title><style data-emotion="css x">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/AboutPage-1.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage-2.css">');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('puts the markup inside #root, dollar signs and all', () => {
    expect(page).toContain('<div id="root"><main><h1>About</h1><p>Costs $5 and $&amp; more</p></main></div>');
  });

  it('refuses a shell it cannot place the page in', () => {
    expect(() => composePage('<html><body></body></html>', { head: '', body: '', preloads: [] })).toThrow(
      /no <title> or no empty/,
    );
  });
});

describe('routeModules', () => {
  const source = `
    { path: paths.home, lazy: () => import('../pages/HomePage') },
    { path: paths.about, lazy: () => import('../pages/AboutPage') },
    { path: '*', lazy: () => import('../pages/NotFoundPage') },`;

  it('maps each route of the table to its page module', () => {
    expect(routeModules(source, { home: '/', about: '/about' })).toEqual([
      { route: '/', module: 'src/pages/HomePage.tsx' },
      { route: '/about', module: 'src/pages/AboutPage.tsx' },
      { route: '*', module: 'src/pages/NotFoundPage.tsx' },
    ]);
  });

  it('fails on a path the paths module does not define, and on a table it cannot read', () => {
    expect(() => routeModules(source, { home: '/' })).toThrow(/paths\.about/);
    expect(() => routeModules('export const routes = [];', {})).toThrow(/no lazy routes/);
  });
});
