import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a native button of type "button" by default, named by its label', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('secondary');
    expect(button.dataset.size).toBe('md');
  });

  it.each(BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').dataset.variant).toBe(variant);
  });

  it.each(BUTTON_SIZES)('renders the %s size', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button').dataset.size).toBe(size);
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is activated from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not act or take focus when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(button);
  });

  it('while loading: sets aria-busy, shows a spinner, keeps its name and focus, and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(button.querySelector('.ui-button__spinner svg')).not.toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('does not submit its form again while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Pay
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves busy state when loading ends', () => {
    const { rerender } = render(<Button loading>Pay</Button>);
    rerender(<Button>Pay</Button>);
    const button = screen.getByRole('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.querySelector('.ui-button__spinner')).toBeNull();
  });

  it('renders an icon before or after the label, hidden from assistive technology', () => {
    render(
      <>
        <Button icon={<svg data-testid="start" />}>Start</Button>
        <Button icon={<svg data-testid="end" />} iconPosition="end">
          End
        </Button>
      </>,
    );
    const start = screen.getByRole('button', { name: 'Start' });
    const end = screen.getByRole('button', { name: 'End' });
    expect(start.querySelector('.ui-button__content')?.firstElementChild?.className).toBe('ui-button__icon');
    expect(end.querySelector('.ui-button__content')?.lastElementChild?.className).toBe('ui-button__icon');
    expect(screen.getByTestId('start').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks icon-only buttons, which take their name from aria-label', () => {
    render(<Button icon={<svg />} aria-label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.hasAttribute('data-icon-only')).toBe(true);
  });

  it('forwards its ref and native button props', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button
        ref={ref}
        id="buy"
        name="intent"
        value="buy"
        form="checkout"
        className="extra"
        data-testid="buy"
      >
        Buy
      </Button>,
    );
    const button = screen.getByTestId('buy');
    expect(ref.current).toBe(button);
    expect(button.id).toBe('buy');
    expect(button.getAttribute('name')).toBe('intent');
    expect(button.getAttribute('value')).toBe('buy');
    expect(button.getAttribute('form')).toBe('checkout');
    expect(button.className).toBe('ui-button extra');
  });

  it('treats aria-disabled like loading without the spinner: focusable but inactive', async () => {
    const onClick = vi.fn();
    render(
      <Button aria-disabled onClick={onClick}>
        Sold out
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button').hasAttribute('aria-busy')).toBe(false);
  });
});
