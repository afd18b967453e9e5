// /users/give-access?role=staff, /users/change-role?role=none: the confirmation of a role chosen in the palette,
// naming the people it changes ("Give staff access to Ana Silva and Rui Lopes?", "… and 4 others"). Enter confirms
// (a role given); taking access away is destructive, so Cancel has the focus first and the button is the danger
// one. Esc cancels and changes nothing. Confirming runs the command from here; what is refused is said in the
// modal when nobody changed, else by the command's toast. The route without a role it offers opens its palette page.
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ACCESS_CHOICES, accessQuestion, changeRole, giveAccess, targetNames, type AccessAction } from '../../../../commands/userAccess';
import { CommandRoute } from '../../commandUi/CommandRoute';
import { paths } from '../../paths';
import { listReturn } from '../../records/listReturn';
import { currentContext } from '../../services/appServices';
import { perform } from '../../services/runCommand';
import { useActiveTableValue } from '../../table/activeTable';
import { ConfirmModal } from '../../ui/ConfirmModal';

const COMMANDS = { giveAccess, changeRole } as const;

const close = () => navigate(listReturn(paths.users.list));

export function RoleConfirmation({ action }: { action: AccessAction }) {
  const intl = useIntl();
  const asked = new URLSearchParams(useSearch()).get('role');
  const choice = ACCESS_CHOICES[action].find((each) => each === asked);
  // the ids as a key, so that the names follow the targets (the table comes after the modal on a reload)
  const targeted = useActiveTableValue((table) => (table?.id === 'users' ? table.targets().ids.join(',') : ''));
  const command = COMMANDS[action];
  if (choice === undefined) return <CommandRoute commandId={command.id} backTo={listReturn(paths.users.list)} />;
  const title = intl.formatMessage({ id: `users.access.title.${action}` });
  if (targeted === '') {
    const nobody = intl.formatMessage({ id: 'users.access.nobody' });
    return <ConfirmModal key="nobody" title={title} body={nobody} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={close} onCancel={close} />;
  }
  const names = targetNames(currentContext());
  return (
    <ConfirmModal
      key="confirm"
      title={title}
      body={intl.formatMessage({ id: accessQuestion(action, choice) }, { names })}
      confirmLabel={intl.formatMessage({ id: 'users.access.confirm' }, { role: choice })}
      destructive={choice === 'none'}
      onConfirm={async () => {
        await perform(command, { role: choice }, currentContext());
        close();
      }}
      onCancel={close}
    />
  );
}
