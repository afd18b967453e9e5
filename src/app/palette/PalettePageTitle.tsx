// An argument page's title above the input. Its prompt names what the choice is for ("Make a manager of Lisbon
// Fair") while the input's placeholder stays the short question: a long event name never cuts it.
import type { CommandContext } from '../../../commands/context';
import type { ArgumentPage } from './argumentPages';
import { useTranslate, type Translate } from './messages';

export interface PageWording {
  /** what the choice is for, when the page says */
  prompt: string | undefined;
  /** the input's placeholder on an argument page */
  question: string;
  /** the palette's accessible label */
  label: string;
}

export function pageWording(page: ArgumentPage | undefined, context: CommandContext, t: Translate): PageWording {
  const prompt = page?.spec.prompt?.(context);
  const question = page ? t(page.spec.title) : t('palette.inputLabel');
  return { prompt, question, label: prompt ? `${prompt}: ${question}` : question };
}

export function PalettePageTitle({ page, prompt, canGoBack, onBack }: { page: ArgumentPage; prompt: string | undefined; canGoBack: boolean; onBack(): void }) {
  const t = useTranslate();
  return (
    <div className="kr-palette-page">
      {canGoBack && <button type="button" className="kr-palette-back" tabIndex={-1} onClick={onBack} aria-label={t('palette.back')}>←</button>}
      <span className="kr-palette-page-title" title={prompt ?? page.commandTitle}>{prompt ?? page.commandTitle}</span>
    </div>
  );
}
