import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './ConsoleApp';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('office/index.html has no #root element');

// One address per page, as the console's links write them: /office/ne/ is /office/ne, /office/ is /office (nginx
// answers both with this page), so the navigation marks the page shown as current whichever way it was typed.
const { pathname, search, hash } = window.location;
if (pathname.length > 1 && pathname.endsWith('/')) {
  window.history.replaceState(window.history.state, '', `${pathname.replace(/\/+$/, '')}${search}${hash}`);
}

createRoot(rootElement).render(<ConsoleApp />);
