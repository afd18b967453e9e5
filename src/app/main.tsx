import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { applyAppearance } from './state/appearance';
import './styles/tokens.css';
import './styles/base.css';
// the table's and the records kit's styles are used by nearly every screen: in the first stylesheet, once, rather
// than copied into each lazy screen's own
import './styles/table.css';
import './records/records.css';

applyAppearance();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
