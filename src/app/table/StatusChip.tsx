// A status shown as a coloured chip with its text (the colour never stands alone): table.css colours each value.
export function StatusChip({ status, label }: { status: string; label: string }) {
  return <span className={`kr-chip kr-chip-${status}`}>{label}</span>;
}
