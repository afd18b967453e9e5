// Scan to select, in the table's search: a pasted list of codes (serials, MAC addresses) selects exactly those
// rows; a code typed and ended with Enter (as a barcode scanner does) adds its row and clears the field for the
// next one. The rows are shown as "only selected", and a panel says how many were found and lists the codes that
// were not, until "Done" or Escape in the empty search, which end the scan with its rows still selected, shown
// among all the others; a scan whose selection is cleared (Escape in the grid) ends too, never leaving an empty
// grid under "Only selected". A list paged on the server has no whole rows to look in, so it has no scanning.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelectionRule, type RowStore } from './rowStore';
import { isCodeList, scanCodes, splitCodes, type ScanSpec } from './scanCodes';
import type { TableView } from './useTableView';

interface Session {
  found: number;
  codes: number;
  notFound: string[];
}

export interface ScanSelect {
  /** a paste into the search; true when it was a list of codes (and the paste is not typed in) */
  onPaste(text: string): boolean;
  /** Enter in the search; true when the query was a code (or a code not found while scanning) */
  onEnter(query: string): boolean;
  /** Escape in the empty search; true when it ended a scan */
  onEscape(): boolean;
  session: Session | null;
  done(): void;
}

export function useScanSelect<Row extends { id: number }>(rows: readonly Row[], spec: ScanSpec<Row> | undefined, view: TableView<Row>, store: RowStore): ScanSelect {
  const [session, setSession] = useState<Session | null>(null);
  const enabled = spec !== undefined && view.server === null;
  const show = (ids: readonly number[]) => {
    store.setSelection({ mode: 'ids', ids: new Set(ids) });
    view.setQuery('');
    view.setOnlySelected(true);
  };
  const onPaste = (text: string) => {
    if (!enabled) return false;
    const result = isCodeList(rows, spec, text);
    if (!result) return false;
    show(result.ids);
    setSession({ found: result.ids.length, codes: result.codes, notFound: result.notFound });
    return true;
  };
  const onEnter = (query: string) => {
    if (!enabled) return false;
    const codes = splitCodes(query);
    if (codes.length > 1) return onPaste(query);
    if (codes.length === 0) return false;
    const result = scanCodes(rows, spec, codes);
    if (result.ids.length === 0) {
      // outside a scanning session an unknown word is an ordinary search
      if (!session) return false;
      setSession({ ...session, codes: session.codes + 1, notFound: [...session.notFound, ...result.notFound] });
      view.setQuery('');
      return true;
    }
    const rule = store.selection();
    const before = session && rule.mode === 'ids' ? [...rule.ids] : [];
    const ids = [...new Set([...before, ...result.ids])];
    show(ids);
    setSession({ found: ids.length, codes: (session?.codes ?? 0) + 1, notFound: session?.notFound ?? [] });
    return true;
  };
  const done = () => {
    setSession(null);
    view.setOnlySelected(false);
  };
  const rule = useSelectionRule(store);
  const nothingSelected = rule.mode === 'ids' && rule.ids.size === 0;
  useEffect(() => {
    if (session && nothingSelected) done();
  }, [nothingSelected]);
  const onEscape = () => {
    if (!enabled || !session) return false;
    done();
    return true;
  };
  return { onPaste, onEnter, onEscape, session: enabled ? session : null, done };
}

export function ScanPanel({ scan }: { scan: ScanSelect }) {
  const intl = useIntl();
  const { session } = scan;
  return (
    <div className="kr-scan" role="status">
      {session && (
        <>
          <p>{intl.formatMessage({ id: 'scan.found' }, { found: session.found, codes: session.codes })}</p>
          {session.notFound.length > 0 && (
            <p>
              <strong>{intl.formatMessage({ id: 'scan.notFound' }, { count: session.notFound.length })}</strong>{' '}
              <span className="kr-scan-missing">{session.notFound.join(', ')}</span>
            </p>
          )}
          <button type="button" className="kr-button" onClick={scan.done}>
            {intl.formatMessage({ id: 'scan.done' })}
          </button>
        </>
      )}
    </div>
  );
}
