import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import './styles/base.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
