// The twelve booklet icons (spec section 3) drawn as small line pictures, always shown beside their name.
import type { BookletIcon } from '../../../../contract/enums';

/** One path per icon, on a 24 × 24 grid, stroked. */
const PATHS: Record<BookletIcon, string> = {
  address: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z M12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  company: 'M4 21V5l8-2v18 M12 8h8v13 M3 21h18 M7 8h2 M7 12h2 M7 16h2 M15 12h2 M15 16h2',
  contact: 'M3 5h18v14H3Z M9 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z M5 17c.8-2 2.2-3 4-3s3.2 1 4 3 M15 9h3 M15 13h3',
  document: 'M6 3h8l4 4v14H6Z M14 3v4h4 M9 12h6 M9 16h6',
  email: 'M3 6h18v12H3Z M3 7l9 6 9-6',
  file: 'M16 7 8.5 14.5a2 2 0 0 0 2.8 2.8L19 9.6a4 4 0 0 0-5.7-5.7L5.6 11.6a6 6 0 0 0 8.5 8.5L20 14',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 11v6 M12 7.5v.5',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4 21c1-4 4-6 8-6s7 2 8 6',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  square: 'M5 5h14v14H5Z',
  website: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  wine: 'M8 3h8l-.5 5a3.5 3.5 0 0 1-7 0Z M12 11.5V20 M8 21h8',
};

export function BookletIconImage({ icon }: { icon: BookletIcon }) {
  return (
    <svg className="kr-booklet-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
