// The app's icons: lucide's, imported one by one so the bundle keeps only these, all drawn at one size and stroke in
// the text's colour. An icon is decoration: hidden from screen readers, the control it sits in carries the name
// (aria-label) and a tooltip (title).
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, ExternalLink, Pencil, Trash2, type LucideIcon } from 'lucide-react';

export const ICON_SIZE = 16;
const STROKE = 1.75;

export interface IconProps {
  className?: string;
}

function appIcon(Drawn: LucideIcon, name: string) {
  const Icon = ({ className }: IconProps) => (
    <Drawn size={ICON_SIZE} strokeWidth={STROKE} aria-hidden="true" focusable="false" className={className ? `kr-icon ${className}` : 'kr-icon'} />
  );
  Icon.displayName = name;
  return Icon;
}

export const EditIcon = appIcon(Pencil, 'EditIcon');
export const ExternalLinkIcon = appIcon(ExternalLink, 'ExternalLinkIcon');
export const DeleteIcon = appIcon(Trash2, 'DeleteIcon');
export const SortUpIcon = appIcon(ChevronUp, 'SortUpIcon');
export const SortDownIcon = appIcon(ChevronDown, 'SortDownIcon');
export const PreviousIcon = appIcon(ChevronLeft, 'PreviousIcon');
export const NextIcon = appIcon(ChevronRight, 'NextIcon');
