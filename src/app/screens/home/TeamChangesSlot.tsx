// The slot of "the team's latest changes" on Home: the history's card (src/app/history/, TeamChangesCard) goes here
// when that work is merged. Until then it shows nothing under its heading.
export function TeamChangesSlot(): null {
  return null;
}
