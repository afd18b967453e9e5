// /devices/import: choose an .xlsx (anything else is refused here, before uploading), import it with
// devices.import, watch it work, then read the counts, or every bad row with the assurance that nothing changed.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { importSheet, isSpreadsheetName } from '../../../../commands/deviceSheets';
import type { ImportAnswer } from '../../../contract/entities';
import { ApiFailure } from '../../api/errors';
import { paths } from '../../paths';
import { currentContext } from '../../services/appServices';
import { perform } from '../../services/runCommand';
import { SidePanel } from '../../ui/SidePanel';
import { submitOnModEnter } from '../../ui/submitShortcut';
import { useUnsavedWork } from '../../ui/unsavedWork';
import { ImportErrors, badRowsOf } from './ImportErrors';
import { FileInput } from '../../ui/FileInput';

type Phase =
  | { kind: 'choosing' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'done'; fileName: string; answer: ImportAnswer }
  | { kind: 'failed'; fileName: string; failure: ApiFailure };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const close = () => navigate(paths.devices.list);

export function ImportDevices() {
  const intl = useIntl();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = phase.kind === 'uploading';
  // a file chosen and not imported yet, or an import whose outcome has not come back, is not left without asking
  useUnsavedWork(busy || (file !== null && phase.kind === 'choosing'));

  // the outcome takes the focus, so that it is read and the next Tab goes on from there
  useEffect(() => {
    if (phase.kind === 'done' || phase.kind === 'failed') outcomeRef.current?.focus();
  }, [phase.kind]);

  function choose(files: FileList | null) {
    const chosen = files?.[0] ?? null;
    setPhase({ kind: 'choosing' });
    if (chosen && !isSpreadsheetName(chosen.name)) {
      setFile(null);
      setRefusal(intl.formatMessage({ id: 'deviceRecords.import.notXlsx' }));
      return;
    }
    setRefusal(null);
    setFile(chosen);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!file) {
      setRefusal(intl.formatMessage({ id: 'deviceRecords.import.chooseFirst' }));
      return;
    }
    const fileName = file.name;
    setPhase({ kind: 'uploading', fileName });
    try {
      setPhase({ kind: 'done', fileName, answer: await perform(importSheet, { file }, currentContext()) });
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure(0, {}, error instanceof Error ? error.message : String(error));
      setPhase({ kind: 'failed', fileName, failure });
    }
  }

  const inputId = `${id}-file`;
  const describedBy = [`${id}-intro`, refusal ? `${id}-refusal` : null].filter(Boolean).join(' ');
  const wide = phase.kind === 'failed' && badRowsOf(phase.failure).length > 0;

  return (
    <SidePanel
      title={intl.formatMessage({ id: 'deviceRecords.import.title' })}
      onClose={close}
      busy={busy}
      wide={wide}
      footer={
        <>
          <button type="submit" form={`${id}-form`} className="kr-button kr-primary" aria-disabled={busy || !file || undefined}>
            {busy && <span className="kr-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: 'deviceRecords.import.submit' })}
          </button>
          <button type="button" className="kr-button" onClick={() => !busy && close()} aria-disabled={busy || undefined}>{intl.formatMessage({ id: 'panel.close' })}</button>
        </>
      }
    >
      <p id={`${id}-intro`} className="kr-lead">{intl.formatMessage({ id: 'deviceRecords.import.intro' })}</p>
      <form id={`${id}-form`} className="kr-record-form" onSubmit={submit} onKeyDown={submitOnModEnter(() => void submit())} noValidate aria-busy={busy || undefined}>
        <div className="kr-field">
          <label htmlFor={inputId}>{intl.formatMessage({ id: 'deviceRecords.import.file' })}</label>
          <FileInput
            id={inputId}
            chooseLabel={intl.formatMessage({ id: 'file.choose' })}
            status={file?.name ?? intl.formatMessage({ id: 'file.none' })}
            accept={`.xlsx,${XLSX_TYPE}`}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={describedBy}
            disabled={busy}
            onChange={(event) => choose(event.target.files)}
          />
          {refusal && <span id={`${id}-refusal`} className="kr-field-error" role="alert">{refusal}</span>}
        </div>
      </form>
      {phase.kind === 'uploading' && (
        <div className="kr-import-progress" role="status">
          <span>{intl.formatMessage({ id: 'deviceRecords.import.working' }, { file: phase.fileName })}</span>
          <progress aria-label={intl.formatMessage({ id: 'deviceRecords.import.working' }, { file: phase.fileName })} />
        </div>
      )}
      {phase.kind === 'done' && (
        <div ref={outcomeRef} className="kr-import-result kr-notice" role="status" tabIndex={-1}>
          {intl.formatMessage({ id: 'deviceRecords.import.result' }, { created: phase.answer.created, updated: phase.answer.updated })}
        </div>
      )}
      {phase.kind === 'failed' && (
        <div ref={outcomeRef} role="alert" tabIndex={-1}>
          <ImportErrors failure={phase.failure} />
        </div>
      )}
    </SidePanel>
  );
}
