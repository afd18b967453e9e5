import { Fragment } from 'react';
import { keyCaps, keysText } from './keyLabels';

/** A shortcut as key caps; screen readers read the plain text once ("Ctrl+K"). */
export function Kbd({ keys }: { keys: string }) {
  return (
    <span className="kr-kbd">
      <span className="kr-visually-hidden">{keysText(keys)}</span>
      {keyCaps(keys).map((press, pressIndex) => (
        <Fragment key={pressIndex}>
          {pressIndex > 0 && <span className="kr-kbd-then" aria-hidden="true"> </span>}
          {press.map((cap, capIndex) => (
            <kbd key={capIndex} aria-hidden="true">{cap}</kbd>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
