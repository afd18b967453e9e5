// One of the overview's figures: the number, a link to the devices list filtered to what it counts, named with what
// it counts ("3 dispositivos desaparecidos na base Porto — abrir a lista"). A zero stays plain text: its list is
// empty. j/k and the arrows go from figure to figure (overviewKeys.ts).
import { useIntl } from 'react-intl';
import { Link } from 'wouter';

export interface OverviewNumberProps {
  count: number;
  href: string;
  /** already translated: the figure's accessible name, its number first as shown */
  label: string;
}

export function OverviewNumber({ count, href, label }: OverviewNumberProps) {
  const intl = useIntl();
  const shown = intl.formatNumber(count);
  if (count === 0) return <span className="kr-overview-zero">{shown}</span>;
  return (
    <Link href={href} className="kr-overview-number" aria-label={label} data-overview-number="">
      {shown}
    </Link>
  );
}
