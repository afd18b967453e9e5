// The toasts (sonner), in the theme on <html> and the tokens' colours (toasts.css): a success marked by its icon in
// the success tone, an error on the danger tone's soft background.
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../contract/limits';
import { useAppliedTheme } from '../state/appearance';
import './toasts.css';

export function AppToaster() {
  const theme = useAppliedTheme() === 'dark' ? 'dark' : 'light';
  // above the selection's action bar (records/ActionBar), which sits at the bottom centre
  return <Toaster theme={theme} position="bottom-right" duration={TOAST_DURATION_MS} closeButton offset={{ bottom: 76, right: 16 }} />;
}
