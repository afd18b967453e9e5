// /devices/export: what to export (the selected devices, the ones the search matches, or all of them; the choices
// that differ from "all" are offered only when there are some) and what will be downloaded; confirming runs
// devices.export, which saves Devices.xlsx.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { exportChoices, exportSheet, type ExportChoice } from '../../../../commands/deviceSheets';
import { paths } from '../../paths';
import { currentContext } from '../../services/appServices';
import { perform } from '../../services/runCommand';
import { activeTable } from '../../table/activeTable';
import { ConfirmModal } from '../../ui/ConfirmModal';

const close = () => navigate(paths.devices.list);

/** The devices each choice exports, read once from the devices table under the modal. */
const choicesNow = () => exportChoices(activeTable());

const LABELS = { selected: 'deviceRecords.export.selected', matching: 'deviceRecords.export.matching', all: 'deviceRecords.export.all' } as const;

export function ExportDevices() {
  const intl = useIntl();
  const name = useId();
  const [choices] = useState(choicesNow);
  const [chosen, setChosen] = useState<ExportChoice>(choices[0]?.choice ?? 'all');
  const picked = choices.find((each) => each.choice === chosen);
  const body =
    choices.length === 1 ? (
      intl.formatMessage({ id: 'deviceRecords.export.body' })
    ) : (
      <>
        <fieldset className="kr-export-choices">
          <legend>{intl.formatMessage({ id: 'deviceRecords.export.choose' })}</legend>
          {choices.map(({ choice, count }) => (
            <label key={choice}>
              <input type="radio" name={name} value={choice} checked={chosen === choice} onChange={() => setChosen(choice)} />
              {intl.formatMessage({ id: LABELS[choice] }, { count })}
            </label>
          ))}
        </fieldset>
        <p>{intl.formatMessage({ id: 'deviceRecords.export.bodyChosen' }, { count: picked?.count ?? 0 })}</p>
      </>
    );
  return (
    <ConfirmModal
      title={intl.formatMessage({ id: 'deviceRecords.export.title' })}
      body={body}
      confirmLabel={intl.formatMessage({ id: 'deviceRecords.export.confirm' })}
      onConfirm={() => perform(exportSheet, picked?.ids ? { ids: picked.ids } : {}, currentContext())}
      onCancel={close}
    />
  );
}
