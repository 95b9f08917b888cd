import type { Services } from '../http/context';
import type { OrderTransition } from './order-transitions';

/**
 * Tells people what happened to orders: bell notifications and e-mails, written from the
 * transitions themselves. Called after the transaction that made them has committed.
 */
export async function announceOrderTransitions(
  _services: Pick<Services, 'db' | 'bus' | 'clock' | 'logger' | 'settings'>,
  _transitions: readonly OrderTransition[],
): Promise<void> {
  // Filled in by the notifications update.
}
