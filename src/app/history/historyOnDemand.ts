// What the history's commands load when first used, in one chunk: the undo of an entry and the recent-changes pages.
// One module for both, so that the bundler makes one lazy chunk, not one per use (each lazy chunk splits the code it
// shares with the start-up bundle into more files to fetch).
export { undoChange } from './undoChange';
export { recentChangesPages } from './recentChangesPages';
