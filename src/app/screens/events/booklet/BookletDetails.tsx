// The booklet's own fields: title (required), the cover title (one text, written to pt, en and es alike),
// published, and the cover image. Each shows the server's message beside it, which goes as soon as it changes.
import { memo, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_MAX } from '../../../../contract/limits';
import type { DetailField } from './bookletErrors';
import { CoverField } from './CoverField';
import type { DraftDetails } from './useBookletDraft';

export interface BookletDetailsProps {
  details: DraftDetails;
  coverTitleDiffers: boolean;
  coverUrl: string | null;
  cover: File | null;
  errors: Partial<Record<DetailField, string>>;
  /** a field changed: its value, and its error goes */
  onChange<Name extends keyof DraftDetails>(name: Name, value: DraftDetails[Name]): void;
  onCover(file: File | null): void;
  titleRef: RefObject<HTMLInputElement | null>;
}

/** The id of each field's control, for labels and for the focus after a refusal. */
export const DETAIL_IDS: Record<DetailField, string> = {
  title: 'kr-booklet-title',
  coverTitle: 'kr-booklet-cover-title',
  published: 'kr-booklet-published',
  cover: 'kr-booklet-cover',
};

export const BookletDetails = memo(function BookletDetails(props: BookletDetailsProps) {
  const { details, coverTitleDiffers, coverUrl, cover, errors, onChange, onCover, titleRef } = props;
  const intl = useIntl();
  const errorId = (field: DetailField) => (errors[field] ? `${DETAIL_IDS[field]}-error` : null);
  const describedBy = (...ids: Array<string | null>) => ids.filter(Boolean).join(' ') || undefined;
  const error = (field: DetailField) => errors[field] && <span id={`${DETAIL_IDS[field]}-error`} className="kr-field-error">{errors[field]}</span>;

  return (
    <section className="kr-booklet-details kr-field-row" aria-label={intl.formatMessage({ id: 'booklet.details' })}>
      <div className="kr-field">
        <label htmlFor={DETAIL_IDS.title}>{intl.formatMessage({ id: 'booklet.field.title' })}</label>
        <input
          ref={titleRef}
          id={DETAIL_IDS.title}
          name="title"
          type="text"
          maxLength={TEXT_MAX}
          aria-required="true"
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy(errorId('title'))}
          value={details.title}
          onChange={(event) => onChange('title', event.target.value)}
        />
        {error('title')}
      </div>
      <div className="kr-field">
        <label htmlFor={DETAIL_IDS.coverTitle}>{intl.formatMessage({ id: 'booklet.field.coverTitle' })}</label>
        <input
          id={DETAIL_IDS.coverTitle}
          name="cover_title"
          type="text"
          maxLength={TEXT_MAX}
          autoComplete="off"
          aria-invalid={errors.coverTitle ? true : undefined}
          aria-describedby={describedBy(errorId('coverTitle'), `${DETAIL_IDS.coverTitle}-hint`)}
          value={details.coverTitle}
          onChange={(event) => onChange('coverTitle', event.target.value)}
        />
        <span id={`${DETAIL_IDS.coverTitle}-hint`} className="kr-field-hint">
          {intl.formatMessage({ id: coverTitleDiffers ? 'booklet.field.coverTitleDiffers' : 'booklet.field.coverTitleHint' })}
        </span>
        {error('coverTitle')}
      </div>
      <div className="kr-field kr-checkbox-field">
        <div className="kr-checkbox-line">
          <input
            id={DETAIL_IDS.published}
            name="is_published"
            type="checkbox"
            checked={details.published}
            aria-invalid={errors.published ? true : undefined}
            aria-describedby={describedBy(errorId('published'))}
            onChange={(event) => onChange('published', event.target.checked)}
          />
          <label htmlFor={DETAIL_IDS.published}>{intl.formatMessage({ id: 'booklet.field.published' })}</label>
        </div>
        {error('published')}
      </div>
      <CoverField id={DETAIL_IDS.cover} savedUrl={coverUrl} file={cover} onChoose={onCover} error={errors.cover} />
    </section>
  );
});
