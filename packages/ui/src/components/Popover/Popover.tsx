import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import './Popover.css';

export interface PopoverProps {
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the panel (it is a dialog for assistive technology). */
  label: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  /** Width of the panel in px (default 360). */
  width?: number;
  className?: string;
}

/** A non-modal panel anchored to its trigger: Escape and an outside click close it, focus returns. */
export function Popover({
  trigger,
  children,
  label,
  open,
  onOpenChange,
  align = 'end',
  width = 360,
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root {...(open !== undefined ? { open } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={className ? `ui-popover ${className}` : 'ui-popover'}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          style={{ width: `min(${width}px, calc(100vw - 16px))` }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
