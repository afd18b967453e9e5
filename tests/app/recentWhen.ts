// "now" for a change made a few seconds ago: a loaded machine may take a second or two between a change and the
// screen that says when it was made, which then says "1 second ago" ("há 1 segundo", "hace 1 segundo").
const SECONDS_AGO: readonly [RegExp, string][] = [
  [/\b\d+ seconds? ago\b/g, 'now'],
  [/\bhá \d+ segundos?/g, 'agora'],
  [/\bhace \d+ segundos?/g, 'ahora'],
];

export function secondsAsNow(text: string): string {
  return SECONDS_AGO.reduce((result, [pattern, now]) => result.replace(pattern, now), text);
}
