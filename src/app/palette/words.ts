// Where words start in folded text: after one of these separators, or at the start. Shared by the ranking, the
// fuzzy match and the highlighting, over plain strings or the columnar index's one long text.
const WORD_SEPARATORS = ' \t\n-_.:/(#@';
const IS_SEPARATOR = new Uint8Array(128);
for (const separator of WORD_SEPARATORS) IS_SEPARATOR[separator.charCodeAt(0)] = 1;

export const isSeparatorCode = (code: number) => IS_SEPARATOR[code] === 1;
export const isWordStart = (text: string, at: number) => at === 0 || isSeparatorCode(text.charCodeAt(at - 1));
