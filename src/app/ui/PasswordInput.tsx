// Every password field of the app: hidden as it is typed (type=password), with a toggle button beside it that shows
// it in clear and hides it again ("Show password", aria-pressed). The fields that set a new password show
// `passwordRule` (./passwordRule.ts) beside them.
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const label = intl.formatMessage({ id: 'password.reveal' });
  return (
    <div className="kr-password">
      <input {...props} ref={ref} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="kr-button kr-password-toggle"
        aria-pressed={shown}
        aria-label={label}
        aria-controls={props.id}
        title={label}
        onClick={() => setShown((now) => !now)}
      >
        {intl.formatMessage({ id: 'password.revealShort' })}
      </button>
    </div>
  );
});
