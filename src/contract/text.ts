// Text checks shared by the app and the server.

/** A UTF-16 surrogate without its partner: not a character, and not representable in UTF-8 (nor in SQLite). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` is well-formed Unicode: no lone surrogate (`"x\ud800"`). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
