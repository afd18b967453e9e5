// What a screen reader hears: what was just announced (why a command is not available here), else how many
// results there are and what is still on its way or failed.
import { useTranslate } from './messages';
import type { PaletteResults } from './paletteResults';

export function PaletteLiveRegion({ announcement, results }: { announcement: string | null; results: PaletteResults }) {
  const t = useTranslate();
  const count = results.total === results.items.length
    ? t('palette.resultCount', { count: results.total })
    : t('palette.resultCountLimited', { count: results.total, shown: results.items.length });
  return (
    <div className="kr-visually-hidden" role="status" aria-live="polite">
      {announcement ?? [count, ...results.statuses].join(', ')}
    </div>
  );
}
