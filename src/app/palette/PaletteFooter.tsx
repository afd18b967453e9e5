// The keys of the palette, and its scope prefixes on the first page. Screen readers get these from the help sheet.
import { FormattedMessage } from 'react-intl';
import { messageId, useTranslate } from './messages';

/** `nested`: on an argument page; `canGoBack`: there is a page below it that the user came from. */
export function PaletteFooter({ nested, canGoBack }: { nested: boolean; canGoBack: boolean }) {
  const t = useTranslate();
  return (
    <div className="kr-palette-footer" aria-hidden="true">
      <span><kbd>↑</kbd><kbd>↓</kbd> {t('palette.hint.move')}</span>
      <span><kbd>↵</kbd> {t('palette.hint.choose')}</span>
      {!nested && <span><kbd>→</kbd> {t('palette.hint.actions')}</span>}
      {canGoBack && <span><kbd>⌫</kbd> {t('palette.hint.back')}</span>}
      <span><kbd>Esc</kbd> {canGoBack ? t('palette.hint.back') : t('palette.hint.close')}</span>
      {!nested && (
        <span className="kr-palette-scopes">
          <FormattedMessage id={messageId('palette.hint.scopes')} values={{ commands: <kbd>&gt;</kbd>, devices: <kbd>#</kbd>, users: <kbd>@</kbd>, events: <kbd>!</kbd> }} />
        </span>
      )}
    </div>
  );
}
