// Each declared section's description (a section declared in declared.ts and not described here does not compile).
import type { AnySection } from '../records/section';
import { categoriesSection } from './categories';
import type { SectionId } from './declared';
import { devicesSection } from './devices';
import { eventsSection } from './events';
import { modelsSection } from './models';
import { spacesSection } from './spaces';
import { usersSection } from './users';
import { viewsSection } from './views';

export const SECTION_DESCRIPTIONS = {
  events: eventsSection,
  devices: devicesSection,
  spaces: spacesSection,
  users: usersSection,
  models: modelsSection,
  categories: categoriesSection,
  views: viewsSection,
} satisfies Record<SectionId, AnySection>;
