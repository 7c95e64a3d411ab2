import { startInBrowser } from './app/startInBrowser';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

void startInBrowser(rootElement);
