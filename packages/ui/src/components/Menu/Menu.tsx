import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import './Menu.css';

export interface MenuProps {
  /** The element that opens the menu: usually a `Button` with an aria-label. */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Accessible name of the menu, when the trigger's is not enough. */
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A menu button (WAI-ARIA menu pattern: arrow keys, type-ahead, Escape returns focus) on Radix. */
export function Menu({
  trigger,
  children,
  align = 'end',
  side = 'bottom',
  label,
  open,
  onOpenChange,
}: MenuProps) {
  return (
    <RadixMenu.Root
      modal={false}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ui-menu" align={align} side={side} sideOffset={6} aria-label={label}>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  icon?: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** Renders the item as this link (`<a href>`); the menu closes when it is followed. */
  href?: string;
  /** Opens the link in a new tab (external pages). */
  external?: boolean;
  /** Called for clicks on `href` items (client-side navigation); default navigation otherwise. */
  onNavigate?: (href: string) => void;
  danger?: boolean;
}

export function MenuItem({
  children,
  icon,
  onSelect,
  disabled,
  href,
  external,
  onNavigate,
  danger,
}: MenuItemProps) {
  const content = (
    <>
      <span className="ui-menu__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="ui-menu__label">{children}</span>
    </>
  );
  if (href !== undefined) {
    return (
      <RadixMenu.Item asChild disabled={disabled} className="ui-menu__item" data-danger={danger || undefined}>
        <a
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={(event) => {
            if (onNavigate && !external && !event.metaKey && !event.ctrlKey) {
              event.preventDefault();
              onNavigate(href);
            }
          }}
        >
          {content}
        </a>
      </RadixMenu.Item>
    );
  }
  return (
    <RadixMenu.Item
      className="ui-menu__item"
      disabled={disabled}
      data-danger={danger || undefined}
      onSelect={() => onSelect?.()}
    >
      {content}
    </RadixMenu.Item>
  );
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="ui-menu__separator" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="ui-menu__heading">{children}</RadixMenu.Label>;
}

export interface MenuRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
  label?: ReactNode;
}

/** A group of mutually exclusive choices inside a menu (menuitemradio). */
export function MenuRadioGroup({ value, onValueChange, options, label }: MenuRadioGroupProps) {
  return (
    <RadixMenu.Group>
      {label !== undefined && <MenuLabel>{label}</MenuLabel>}
      <RadixMenu.RadioGroup value={value} onValueChange={onValueChange}>
        {options.map((option) => (
          <RadixMenu.RadioItem key={option.value} value={option.value} className="ui-menu__item">
            <span className="ui-menu__icon" aria-hidden="true">
              <RadixMenu.ItemIndicator>
                <Check />
              </RadixMenu.ItemIndicator>
            </span>
            <span className="ui-menu__label">{option.label}</span>
          </RadixMenu.RadioItem>
        ))}
      </RadixMenu.RadioGroup>
    </RadixMenu.Group>
  );
}

export interface MenuSubProps {
  label: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** A sub-menu, opened with the right arrow key or by hovering. */
export function MenuSub({ label, icon, children }: MenuSubProps) {
  return (
    <RadixMenu.Sub>
      <RadixMenu.SubTrigger className="ui-menu__item">
        <span className="ui-menu__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="ui-menu__label">{label}</span>
        <ChevronRight className="ui-menu__chevron" aria-hidden="true" />
      </RadixMenu.SubTrigger>
      <RadixMenu.Portal>
        <RadixMenu.SubContent className="ui-menu" sideOffset={4}>
          {children}
        </RadixMenu.SubContent>
      </RadixMenu.Portal>
    </RadixMenu.Sub>
  );
}
