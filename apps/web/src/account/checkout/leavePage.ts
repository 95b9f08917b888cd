/**
 * Leaving the app for another site (Stripe's hosted Checkout). One object, so tests can watch
 * the call instead of letting the test browser navigate.
 */
export const leavePage = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
