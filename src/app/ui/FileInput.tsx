// A file input that speaks the person's language: the browser's own control says "Choose file / No file chosen" in
// the browser's language whatever the app's. The native input stays the control (labelled by the field's label,
// focused by Tab, opened by Space or Enter, and what tests and assistive technology reach), only visually hidden;
// beside it a button-like face in the app's words and what is chosen or stored, which the input names as its
// description so that a screen reader hears it too.
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'className'> {
  /** the face's text, translated: "Choose an image…" */
  chooseLabel: string;
  /** what is chosen or stored, translated: a file's name, "Image #12", "No file chosen" */
  status: string;
}

export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ chooseLabel, status, disabled, 'aria-describedby': describedBy, ...input }, ref) {
  const statusId = useId();
  return (
    <span className="kr-file-input">
      {/* the input lies, transparent, over its face: a click on what is seen is a click on the control itself */}
      <span className="kr-file-pick">
        <input
          {...input}
          ref={ref}
          type="file"
          className="kr-file-native"
          disabled={disabled}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        />
        <span className="kr-button kr-file-face" aria-hidden="true" aria-disabled={disabled || undefined}>{chooseLabel}</span>
      </span>
      <span id={statusId} className="kr-file-status">{status}</span>
    </span>
  );
});
