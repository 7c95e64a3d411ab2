import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './ConsoleApp';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('office/index.html has no #root element');

createRoot(rootElement).render(<ConsoleApp />);
