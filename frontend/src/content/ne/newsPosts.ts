/**
 * Every post's module in Nepali, by slug (src/content/newsPosts.ts): a module of src/content/ne/, so that a Nepali
 * page preloads it with its texts (vite/prerenderPages.ts), and no English page downloads it.
 */
export { newsPostModules } from 'virtual:site-content/ne/newsPosts';
