// The build's pre-render entry (vite build --ssr, run by frontend/vite/prerenderPages.ts): no browser code here.
export { renderPage } from './app/renderPage';
export { pageModuleFile, prerenderedPages } from './app/routeTable';
