import { describe, expect, it } from 'vitest';
import { composePage } from './prerenderPages.ts';
import { routeModules } from './routeModules.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>School</title>
    <script defer src="/config.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('composePage', () => {
  const page = composePage(shell, {
    head: '<title>About | School</title><style data-emotion="css x">.css-x{color:red}</style>',
    body: '<main><h1>About</h1><p>Costs $5 and $&amp; more</p></main>',
    stylesheets: ['/assets/AboutPage-2.css'],
    modules: ['/assets/index-abc.js', '/assets/react-def.js', '/assets/AboutPage-1.js'],
    bootScript: '/assets/startAfterLoad-9.js',
  });

  it("puts the page's head tags and stylesheets in place of the shell's title", () => {
    expect(page).not.toContain('<title>School</title>');
    expect(page).toContain('<title>About | School</title><style data-emotion="css x">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage-2.css">');
  });

  it('starts the app through the boot script alone, which names the entry and every module to fetch', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script defer src="/assets/startAfterLoad-9.js" data-entry="/assets/index-abc.js" ' +
        'data-modules="/assets/index-abc.js /assets/react-def.js /assets/AboutPage-1.js"></script>',
    );
    // After /config.js, which the app reads when it starts.
    expect(page.indexOf('/config.js')).toBeLessThan(page.indexOf('startAfterLoad'));
  });

  it('puts the markup inside #root, dollar signs and all', () => {
    expect(page).toContain('<div id="root"><main><h1>About</h1><p>Costs $5 and $&amp; more</p></main></div>');
  });

  it('refuses a shell it cannot place the page in', () => {
    const parts = { head: '', body: '', stylesheets: [], modules: [], bootScript: '/b.js' };
    expect(() => composePage('<html><body></body></html>', parts)).toThrow(/no <title>, no empty/);
    expect(() => composePage(shell.replace(/<script type="module".*\n/, ''), parts)).toThrow(/no module script/);
  });
});

describe('routeModules', () => {
  const source = `
    { path: paths.home, page: lazyPage(() => import('../pages/HomePage')) },
    { path: paths.about, page: lazyPage(() => import('../pages/AboutPage')) },
    { path: '*', page: lazyPage(() => import('../pages/NotFoundPage')) },`;

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
