/**
 * Link previews for articles. Crawlers (Facebook, X, WhatsApp…) run no JavaScript, so the tags React renders
 * are never seen by them. At build time this plugin writes `<route>/index.html` (e.g. blogs/peace-rally/
 * index.html): the built index.html with the article's title, description, Open Graph and Twitter card tags.
 * nginx serves it for that route (`try_files $uri $uri/index.html /index.html`), and the app starts from it
 * as from any page.
 *
 * Link previews need absolute addresses, but the site's public address is only known when the site starts
 * (PUBLIC_SITE_URL in .env, no rebuild): the page is written with the placeholder below, which
 * nginx/render.sh replaces with PUBLIC_SITE_URL at start.
 *
 * The tags come from the app's own module, loaded through Vite, so a page and its preview cannot disagree.
 */
import { runnerImport, type Plugin } from 'vite';

export const publicSiteUrlPlaceholder = '__PUBLIC_SITE_URL__';

export interface SocialPage {
  /** The route, without leading or trailing slash, e.g. blogs/peace-rally. */
  route: string;
  /** An app module (path from the frontend folder) exporting `socialMeta` and `withSocialTags`. */
  module: string;
}

const defaultPages: SocialPage[] = [
  { route: 'blogs/peace-rally', module: '/src/features/article/articleSocialMeta.ts' },
];

/** What the plugin uses of that module (the app's own types belong to another TypeScript project). */
interface SocialModule {
  socialMeta: { image: { src: string } };
  withSocialTags: (
    indexHtml: string,
    meta: SocialModule['socialMeta'],
    urls: { siteUrl: string; imageUrl: string },
  ) => string;
}

export function articleSocialMeta(pages: SocialPage[] = defaultPages): Plugin {
  let root = process.cwd();
  return {
    name: 'article-social-meta',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After Vite has emitted index.html, with its hashed script and style names.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') {
          this.error('article-social-meta: the build produced no index.html');
        }
        for (const page of pages) {
          const { module } = await runnerImport<SocialModule>(page.module, {
            root,
            configFile: false,
            logLevel: 'silent',
          });
          const { socialMeta, withSocialTags } = module;
          // The module names its preview image by source path; the bundle knows the image's hashed file.
          const imageSource = socialMeta.image.src.replace(/^\//, '');
          const image = Object.values(bundle).find(
            (file) => file.type === 'asset' && file.originalFileNames.includes(imageSource),
          );
          if (!image) {
            this.error(`article-social-meta: ${imageSource} is not in the build; does the page import it?`);
          }
          const html = withSocialTags(String(index.source), socialMeta, {
            siteUrl: publicSiteUrlPlaceholder,
            imageUrl: `${publicSiteUrlPlaceholder}/${image.fileName}`,
          });
          this.emitFile({ type: 'asset', fileName: `${page.route}/index.html`, source: html });
        }
      },
    },
  };
}
