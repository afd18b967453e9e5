// An import's refusal: every bad row with its errors, read from the 400's `rows`, and the assurance that the
// import is all or nothing.
import { useIntl } from 'react-intl';
import type { ImportRowError } from '../../../contract/entities';
import type { ApiFailure } from '../../api/errors';
import { fieldWords } from '../../api/errorWords';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bad rows of an import's 400 body, in the person's language; [] when it has none (a file that is not a spreadsheet, say). */
export function badRowsOf(failure: ApiFailure): ImportRowError[] {
  const rows = isRecord(failure.body) ? failure.body.rows : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((entry): ImportRowError[] => {
    if (!isRecord(entry) || typeof entry.row !== 'number' || !isRecord(entry.errors)) return [];
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(entry.errors)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter((message): message is string => typeof message === 'string');
      if (list.length > 0) errors[field] = list;
    }
    return [{ row: entry.row, errors: fieldWords(errors, entry.error_codes) }];
  });
}

export function ImportErrors({ failure }: { failure: ApiFailure }) {
  const intl = useIntl();
  const rows = badRowsOf(failure);
  // a 4xx means the server refused the file before writing anything; otherwise (unreachable, 5xx) we cannot promise
  const nothingChanged = failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 403;
  const fileMessage = rows.length > 0 ? intl.formatMessage({ id: 'deviceRecords.import.badRows' }, { count: rows.length }) : (failure.firstFor('file') ?? failure.message);
  return (
    <div className="kr-import-failure">
      <div className="kr-form-errors">
        <p>{rows.length > 0 ? fileMessage : intl.formatMessage({ id: 'deviceRecords.import.failed' }, { message: fileMessage })}</p>
        {nothingChanged && <p><strong>{intl.formatMessage({ id: 'deviceRecords.import.nothingChanged' })}</strong></p>}
      </div>
      {rows.length > 0 && (
        <div className="kr-import-rows" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'deviceRecords.import.rowsCaption' })}>
          <table className="kr-bad-rows">
            <caption>{intl.formatMessage({ id: 'deviceRecords.import.rowsCaption' })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'deviceRecords.import.column.row' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'deviceRecords.import.column.field' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'deviceRecords.import.column.error' })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.flatMap(({ row, errors }) =>
                Object.entries(errors).map(([field, messages]) => (
                  <tr key={`${row}:${field}`}>
                    <td>{row}</td>
                    <td><code>{field}</code></td>
                    <td>{messages.join(' ')}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
