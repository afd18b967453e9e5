// Where words start in folded text: the one rule of src/contract/wordStarts.ts, which the server's ranked searches
// read too. Shared by the ranking, the fuzzy match and the highlighting, over plain strings or the columnar index's
// one long text.
export { isSeparatorCode, isWordStart } from '../../contract/wordStarts';
