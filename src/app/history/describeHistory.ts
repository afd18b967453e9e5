// How the history reads to a person (issue 23): an operation's title, each change's field and values, the records it
// names and when. Shared by a record's history panel and the history's own pages.
import type { IntlShape } from 'react-intl';
import type { HistoryChange } from '../../contract/history';
import { fieldLabel } from './historyFields';
import { formatValue, isSecretChange } from './historyValues';

export { OPERATION_NAMES, isOperationName, operationTitle, type OperationName } from './operationTitles';
export { fieldLabel, fieldMeaning, type FieldMeaning, type ValueKind } from './historyFields';
export { formatValue, isSecretChange, languageOf, referenceText } from './historyValues';
export { recordIsGone, recordKindLabel, recordLabel, recordName, recordPath } from './historyRecords';
export { whenText } from './historyTime';

/**
 * One change in a line: "Status: Available → Repairing"; a created or deleted record "Created: SCANNER-0001"; a
 * password "Password changed" (its value is never recorded).
 */
export function changeLine(change: HistoryChange, intl: IntlShape): string {
  if (change.field === null) {
    const created = change.before === null;
    return intl.formatMessage({ id: created ? 'history.change.created' : 'history.change.deleted' }, { name: formatValue(change, created ? 'after' : 'before', intl) });
  }
  const field = fieldLabel(change, intl);
  if (isSecretChange(change)) return intl.formatMessage({ id: 'history.change.secret' }, { field });
  return intl.formatMessage({ id: 'history.change.field' }, { field, before: formatValue(change, 'before', intl), after: formatValue(change, 'after', intl) });
}
