import './Badge.css';

export interface BadgeProps {
  /** The number shown; nothing is rendered for 0 or less. */
  count: number;
  /** Above this, `max+` is shown (default 99). */
  max?: number;
  /** Read out instead of the bare number, e.g. "3 unread". */
  label?: string;
}

/** A small counter over an icon button (unread notifications, cart items), in tabular numerals. */
export function Badge({ count, max = 99, label }: BadgeProps) {
  if (count <= 0) return null;
  const text = count > max ? `${max}+` : String(count);
  return (
    <span
      className="ui-badge"
      {...(label ? { 'aria-label': label, role: 'status' } : { 'aria-hidden': true })}
    >
      {text}
    </span>
  );
}
