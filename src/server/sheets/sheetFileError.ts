/** An upload that cannot be read as the expected spreadsheet. The message is for the user: 400 `{ file: [message] }`. */
export class SheetFileError extends Error {
  override readonly name = 'SheetFileError';
}
