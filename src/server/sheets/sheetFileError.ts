import type { CodedError } from '../../contract/errorCodes';
import { englishText } from '../http/errorText';

/** An upload that cannot be read as the expected spreadsheet. The error is for the user: 400 `{ file: [message] }`. */
export class SheetFileError extends Error {
  override readonly name = 'SheetFileError';

  constructor(readonly error: CodedError) {
    super(englishText(error));
  }
}
