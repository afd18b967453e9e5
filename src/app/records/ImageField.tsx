// An image kept by id (an event's image, its background): chosen from disk, checked before anything is sent
// (PNG, JPEG, WebP or GIF by its first bytes, at most 5 MB), uploaded at once, previewed; Remove clears it. The
// preview is always the image of the form's value (whatever set it: an upload, Remove, the latest values after a
// conflict, "Use mine"), so what is shown is what a save sends.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '../../contract/imageKinds';
import { IMAGE_MAX_BYTES } from '../../contract/limits';
import { failureMessage } from '../api/errors';
import { api } from '../services/api';
import { FileInput } from '../ui/FileInput';
import type { ImageStore } from './section';

/** What is known of an image by its id: its url, or that reading it failed (a server without that call). */
type Known = Readonly<Record<string, { url: string } | 'unknown'>>;

export interface ImageFieldProps {
  id: string;
  name: string;
  /** the image's id as text, '' for none */
  value: string;
  images: ImageStore;
  onChange(value: string): void;
  /** a refusal (the file's kind or size, the upload), shown beside the field by the form */
  onRefusal(message: string | undefined): void;
  /** an upload starts or ends: the form is not saved meanwhile (it would send the image shown before) */
  onUploading(uploading: boolean): void;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Why a file cannot be an image here, or null when it can. */
async function refusalOf(file: File): Promise<'records.image.notImage' | 'records.image.tooLarge' | null> {
  if (file.size > IMAGE_MAX_BYTES) return 'records.image.tooLarge';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(head) ? null : 'records.image.notImage';
}

export function ImageField({ id, name, value, images, onChange, onRefusal, onUploading, describedBy, invalid }: ImageFieldProps) {
  const intl = useIntl();
  const [known, setKnown] = useState<Known>({});
  const [uploading, setUploading] = useState<string | null>(null);
  /** the names of the files uploaded from this field, by the image's id: what the field says it holds */
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const learn = (imageId: string, what: Known[string]) => setKnown((current) => ({ ...current, [imageId]: what }));

  // an image the field has not seen yet (a stored one, the latest values' one): its url read by id
  useEffect(() => {
    if (!value || known[value]) return undefined;
    let current = true;
    images.read(api, Number(value)).then(
      (image) => current && learn(value, { url: image.url }),
      () => current && learn(value, 'unknown'),
    );
    return () => {
      current = false;
    };
  }, [value]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const refusal = await refusalOf(file);
    if (refusal) return onRefusal(intl.formatMessage({ id: refusal }, { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 }));
    onRefusal(undefined);
    setUploading(file.name);
    onUploading(true);
    try {
      const image = await images.upload(api, file);
      learn(String(image.id), { url: image.url });
      setNames((current) => ({ ...current, [String(image.id)]: file.name }));
      onChange(String(image.id));
    } catch (error) {
      onRefusal(failureMessage(error, intl.formatMessage));
    } finally {
      setUploading(null);
      onUploading(false);
    }
  }

  const image = value ? known[value] : undefined;
  const shown = uploading === null && typeof image === 'object' ? image.url : null;
  const busy = uploading !== null || (value !== '' && image === undefined);
  return (
    <div className="kr-image-field">
      {shown && <img className="kr-image-preview" src={shown} alt={intl.formatMessage({ id: 'records.image.preview' })} />}
      {busy && <span role="status">{intl.formatMessage({ id: uploading !== null ? 'records.image.uploading' : 'records.image.loading' })}</span>}
      <FileInput
        id={id}
        name={name}
        accept="image/png,image/jpeg,image/webp,image/gif"
        chooseLabel={intl.formatMessage({ id: 'file.chooseImage' })}
        status={uploading ?? (value ? names[value] ?? intl.formatMessage({ id: 'records.image.stored' }, { id: value }) : intl.formatMessage({ id: 'file.noImage' }))}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        // the same file chosen again (after Remove) is a change too
        onClick={(event) => {
          event.currentTarget.value = '';
        }}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {value && (
        <button type="button" className="kr-button kr-quiet" onClick={() => onChange('')}>
          {intl.formatMessage({ id: 'records.image.remove' })}
        </button>
      )}
    </div>
  );
}
