// Home's icons (lucide, imported one by one so that the chunk keeps only these): one per section and per main action.
import {
  Bookmark, CalendarDays, CalendarPlus, Command, Download, FileSpreadsheet, Keyboard, LayoutGrid, MapPin, MonitorSmartphone,
  Plus, Tags, Users, type LucideIcon,
} from 'lucide-react';
import type { SectionId } from '../../sections/declared';

export const SECTION_ICONS: Record<SectionId, LucideIcon> = {
  events: CalendarDays,
  devices: MonitorSmartphone,
  spaces: MapPin,
  users: Users,
  models: LayoutGrid,
  categories: Tags,
  views: Bookmark,
};

const COMMAND_ICONS: Record<string, LucideIcon> = {
  'app.palette': Command,
  'app.help': Keyboard,
  'events.create': CalendarPlus,
  'devices.import': FileSpreadsheet,
  'app.downloadSubscriptions': Download,
};

/** A command's icon: its own, else a generic one for a create. */
export const commandIcon = (id: string): LucideIcon => COMMAND_ICONS[id] ?? Plus;
