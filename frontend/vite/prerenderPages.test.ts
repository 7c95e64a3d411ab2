import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { composePage, cspHashSource, pageChunkFile, postChunkFile, textChunksOf } from './prerenderPages.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>School</title>
    <!-- The runtime settings,
         for the dev server. -->
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
    head: '<title>About | School</title><style data-emotion="site x">.site-x{color:red}</style>',
    body: '<main><h1>About</h1><p>Costs $5 and $&amp; more</p></main>',
    stylesheets: ['/assets/AboutPage-2.css'],
    modules: ['/assets/index-abc.js', '/assets/react-def.js', '/assets/AboutPage-1.js'],
    bootScript: 'boot();',
    language: 'ne',
  });

  it("sets the page's language on <html>", () => {
    expect(page).toContain('<html lang="ne">');
    expect(page).not.toContain('<html lang="en">');
  });

  it("puts the page's head tags and stylesheets in place of the shell's title", () => {
    expect(page).not.toContain('<title>School</title>');
    expect(page).toContain('<title>About | School</title><style data-emotion="site x">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage-2.css">');
  });

  it('starts the app through the inline boot script alone, which names the entry, the settings and every module', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script data-entry="/assets/index-abc.js" data-config="/config.js" ' +
        'data-modules="/assets/index-abc.js /assets/react-def.js /assets/AboutPage-1.js">boot();</script>',
    );
    // No script file is fetched before the page paints: the settings' own tag and its comment are gone.
    expect(page).not.toContain('src="/config.js"');
    expect(page).not.toContain('for the dev server');
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('refuses a boot script that would end its own tag', () => {
    const parts = { head: '', body: '', stylesheets: [], modules: [], bootScript: 'x("</script>")', language: 'en' };
    expect(() => composePage(shell, parts)).toThrow(/must not contain/);
  });

  it('puts the markup inside #root, dollar signs and all', () => {
    expect(page).toContain('<div id="root"><main><h1>About</h1><p>Costs $5 and $&amp; more</p></main></div>');
  });

  it('refuses a shell it cannot place the page in', () => {
    const parts = { head: '', body: '', stylesheets: [], modules: [], bootScript: 'boot();', language: 'en' };
    expect(() => composePage('<html><body></body></html>', parts)).toThrow(/no <html lang="en">, no <title>, no empty/);
    expect(() => composePage(shell.replace(/<script type="module".*\n/, ''), parts)).toThrow(/no module script/);
    expect(() => composePage(shell.replace(/<script defer.*\n/, ''), parts)).toThrow(/no settings script/);
  });
});

describe('cspHashSource', () => {
  it("is CSP's sha256 source of the script's exact text", () => {
    // Worked out apart from the code: printf 'boot();' | openssl dgst -sha256 -binary | base64
    expect(cspHashSource('boot();')).toBe("'sha256-BoYdILVZAmAQfhxvCgsBo5rtKe9f5WOaIkiGVKr7Y94='");
    expect(cspHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('pageChunkFile', () => {
  const chunks = [
    { facadeModuleId: null, fileName: 'assets/shared-1.js' },
    { facadeModuleId: '/site/frontend/src/pages/AboutPage.tsx', fileName: 'assets/AboutPage-2.js' },
  ];

  it("finds the chunk of the route's page module", () => {
    const about = { path: '/about', page: 'AboutPage' };
    expect(pageChunkFile(chunks, '/site/frontend', about, 'src/pages/AboutPage.tsx')).toBe('assets/AboutPage-2.js');
  });

  it('fails the build for a route whose page module the build has no chunk of', () => {
    const terms = { path: '/terms', page: 'TermsPage' };
    expect(() => pageChunkFile(chunks, '/site/frontend', terms, 'src/pages/TermsPage.tsx')).toThrow(
      'route /terms has no module: the build made no chunk of src/pages/TermsPage.tsx',
    );
  });
});

describe('postChunkFile', () => {
  const route = { path: '/blogs/:slug', page: 'NewsPostPage', each: 'news' };
  const chunks = [
    { facadeModuleId: '\0virtual:site-content/newsPost/peace-rally', fileName: 'assets/peace-rally-en.js' },
    { facadeModuleId: '\0virtual:site-content/ne/newsPost/peace-rally', fileName: 'assets/peace-rally-ne.js' },
    { facadeModuleId: '\0virtual:site-content/newsPost/sports-day', fileName: 'assets/sports-day-en.js' },
  ];

  it("is the post's module in the page's language", () => {
    expect(postChunkFile(chunks, { route, path: '/blogs/peace-rally', language: 'en' })).toBe(
      'assets/peace-rally-en.js',
    );
    expect(postChunkFile(chunks, { route, path: '/ne/blogs/peace-rally', language: 'ne' })).toBe(
      'assets/peace-rally-ne.js',
    );
  });

  it('is the English module on the Nepali page of a post without a Nepali version, and none for another page', () => {
    expect(postChunkFile(chunks, { route, path: '/ne/blogs/sports-day', language: 'ne' })).toBe(
      'assets/sports-day-en.js',
    );
    expect(
      postChunkFile(chunks, { route: { path: '/about', page: 'AboutPage' }, path: '/ne/about', language: 'ne' }),
    ).toBeUndefined();
  });
});

describe('textChunksOf', () => {
  const chunk = (facadeModuleId: string | null, moduleIds: string[], dynamicImports: string[] = []) =>
    ({ type: 'chunk', facadeModuleId, moduleIds, dynamicImports }) as unknown as Rollup.OutputChunk;
  const bundle: Rollup.OutputBundle = {
    'assets/HomePage-1.js': chunk(
      '/site/frontend/src/pages/HomePage.tsx',
      [],
      ['assets/ne-home-2.js', 'assets/ne-layout-3.js', 'assets/HomeMoreSections-4.js'],
    ),
    'assets/ne-home-2.js': chunk('/site/frontend/src/content/ne/home.ts', ['/site/frontend/src/content/ne/home.ts']),
    // A group of several text modules has no facade module of its own.
    'assets/ne-layout-3.js': chunk(null, [
      '/site/frontend/src/content/ne/dates.ts',
      '/site/frontend/src/content/ne/school.ts',
    ]),
    'assets/HomeMoreSections-4.js': chunk('/site/frontend/src/pages/HomeMoreSections.tsx', [
      '/site/frontend/src/pages/HomeMoreSections.tsx',
    ]),
  };

  it("is the language's text chunks a page's chunks load, grouped or not, and no other chunk", () => {
    expect(textChunksOf(bundle, '/site/frontend', 'ne', ['assets/HomePage-1.js'])).toEqual([
      'assets/ne-home-2.js',
      'assets/ne-layout-3.js',
    ]);
  });
});
