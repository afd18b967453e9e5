// An image kept by id (an event's image, its background): chosen from disk, checked before anything is sent
// (PNG, JPEG, WebP or GIF by its first bytes, at most 5 MB), uploaded at once, previewed; Remove clears it.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '../../contract/imageKinds';
import { IMAGE_MAX_BYTES } from '../../contract/limits';
import { failureMessage } from '../api/errors';
import { api } from '../services/api';
import type { ImageStore } from './section';

type Preview = { status: 'none' } | { status: 'busy' } | { status: 'shown'; url: string } | { status: 'unknown' };

export interface ImageFieldProps {
  id: string;
  name: string;
  /** the image's id as text, '' for none */
  value: string;
  images: ImageStore;
  onChange(value: string): void;
  /** a refusal (the file's kind or size, the upload), shown beside the field by the form */
  onRefusal(message: string | undefined): void;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Why a file cannot be an image here, or null when it can. */
async function refusalOf(file: File): Promise<'records.image.notImage' | 'records.image.tooLarge' | null> {
  if (file.size > IMAGE_MAX_BYTES) return 'records.image.tooLarge';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(head) ? null : 'records.image.notImage';
}

export function ImageField({ id, name, value, images, onChange, onRefusal, describedBy, invalid }: ImageFieldProps) {
  const intl = useIntl();
  const [preview, setPreview] = useState<Preview>({ status: value ? 'busy' : 'none' });

  // a stored image's preview: read by id (a server without that call leaves the id shown)
  useEffect(() => {
    if (!value || preview.status === 'shown') return;
    let current = true;
    images.read(api, Number(value)).then(
      (image) => current && setPreview({ status: 'shown', url: image.url }),
      () => current && setPreview({ status: 'unknown' }),
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
    setPreview({ status: 'busy' });
    try {
      const image = await images.upload(api, file);
      setPreview({ status: 'shown', url: image.url });
      onChange(String(image.id));
    } catch (error) {
      setPreview(value ? { status: 'unknown' } : { status: 'none' });
      onRefusal(failureMessage(error, intl.formatMessage));
    }
  }

  return (
    <div className="kr-image-field">
      {preview.status === 'shown' && <img className="kr-image-preview" src={preview.url} alt={intl.formatMessage({ id: 'records.image.preview' })} />}
      {preview.status === 'busy' && <span role="status">{intl.formatMessage({ id: 'records.image.uploading' })}</span>}
      {preview.status === 'unknown' && value && <span>{intl.formatMessage({ id: 'records.image.stored' }, { id: value })}</span>}
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {value && (
        <button
          type="button"
          className="kr-button"
          onClick={() => {
            setPreview({ status: 'none' });
            onChange('');
          }}
        >
          {intl.formatMessage({ id: 'records.image.remove' })}
        </button>
      )}
    </div>
  );
}
