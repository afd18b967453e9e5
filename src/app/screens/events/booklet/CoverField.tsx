// The booklet's cover image: chosen from disk and checked at once (PNG, JPEG, WebP or GIF by its first bytes, at
// most 5 MB), previewed, and uploaded by the save once the booklet exists (PUT /api/v2/booklet-covers/{id}).
// Choosing another replaces it; "Do not upload this image" goes back to the saved cover.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '../../../../contract/imageKinds';
import { IMAGE_MAX_BYTES } from '../../../../contract/limits';
import { FileInput } from '../../../ui/FileInput';

export interface CoverFieldProps {
  id: string;
  /** the saved cover's url, or null */
  savedUrl: string | null;
  /** the image chosen and not uploaded yet */
  file: File | null;
  onChoose(file: File | null): void;
  /** the server's refusal of the last upload */
  error: string | undefined;
}

/** Why a file cannot be a cover, or null when it can. */
async function refusalOf(file: File): Promise<'records.image.notImage' | 'records.image.tooLarge' | null> {
  if (file.size > IMAGE_MAX_BYTES) return 'records.image.tooLarge';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(head) ? null : 'records.image.notImage';
}

export function CoverField({ id, savedUrl, file, onChoose, error }: CoverFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // the chosen file's preview lives as long as the choice
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    const why = await refusalOf(chosen);
    setRefusal(why && intl.formatMessage({ id: why }, { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 }));
    if (why && input.current) input.current.value = '';
    onChoose(why ? file : chosen);
  }

  const message = refusal ?? error;
  const shown = preview ?? savedUrl;
  const describedBy = [message ? `${id}-error` : null, file ? `${id}-pending` : null].filter(Boolean).join(' ');
  return (
    <div className="kr-field">
      <label htmlFor={id}>{intl.formatMessage({ id: 'booklet.field.cover' })}</label>
      <div className="kr-image-field">
        {shown && <img className="kr-image-preview" src={shown} alt={intl.formatMessage({ id: 'booklet.cover.preview' })} />}
        <FileInput
          ref={input}
          id={id}
          name="cover_image"
          accept="image/png,image/jpeg,image/webp,image/gif"
          chooseLabel={intl.formatMessage({ id: 'file.chooseImage' })}
          status={file ? file.name : intl.formatMessage({ id: savedUrl ? 'booklet.cover.saved' : 'booklet.cover.none' })}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {file && (
        <div className="kr-booklet-pending">
          <span id={`${id}-pending`}>{intl.formatMessage({ id: 'booklet.cover.pending' }, { name: file.name })}</span>
          <button
            type="button"
            className="kr-link-button"
            onClick={() => {
              if (input.current) input.current.value = '';
              setRefusal(null);
              onChoose(null);
            }}
          >
            {intl.formatMessage({ id: 'booklet.cover.discard' })}
          </button>
        </div>
      )}
      {message && <span id={`${id}-error`} className="kr-field-error">{message}</span>}
    </div>
  );
}
