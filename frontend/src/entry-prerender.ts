// The build's pre-render entry (vite build --ssr, run by frontend/vite/prerenderPages.ts): no browser code here.
export { pageModuleFile, prerenderedPages, renderPage } from './app/renderPage';
