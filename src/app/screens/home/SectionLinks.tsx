// Home's sections: each with its icon, its name, how many records it has and the `g` keys that go there.
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Kbd } from '../../keys/Kbd';
import { SECTION_IDS, SECTIONS, type SectionId } from '../../sections/declared';
import { SECTION_ICONS } from './homeIcons';
import { goKeysOf } from './homeKeys';
import { useSectionCount } from './useSectionCounts';

function SectionLink({ section }: { section: SectionId }) {
  const intl = useIntl();
  const count = useSectionCount(section);
  const Icon = SECTION_ICONS[section];
  const keys = goKeysOf(section);
  return (
    <li>
      <Link href={SECTIONS[section].list} className="kr-home-section" data-section={section}>
        <Icon className="kr-tile-icon" aria-hidden="true" size={18} />
        <span className="kr-home-section-name">{intl.formatMessage({ id: `nav.${section}` })}</span>
        <span className="kr-home-count">{count === undefined ? <span aria-hidden="true">…</span> : intl.formatNumber(count)}</span>
        {keys && <Kbd keys={keys} />}
      </Link>
    </li>
  );
}

export function SectionLinks({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className="kr-home-sections" aria-labelledby={labelledBy}>
      {SECTION_IDS.map((section) => <SectionLink key={section} section={section} />)}
    </ul>
  );
}
