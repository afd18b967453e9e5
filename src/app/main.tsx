import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { applyAppearance } from './state/appearance';
import './styles/tokens.css';
import './styles/base.css';

applyAppearance();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
