/**
 * The notifications' words in English (issue 18): each notification stores a key and its
 * parameters; `<key>.title` and `<key>.text` are its two lines, with `{{param}}` placeholders.
 * Keys ending in a noun (`yourCreation`, `yourPreorder`) stand in for an empty name.
 */
export const NOTIFICATION_TEXTS_EN = {
  yourCreation: 'your creation',
  yourPreorder: 'Your pre-order',
  'follow.title': 'New follower',
  'follow.text': '{{name}} started following you.',
  'favourite.title': 'New favourite',
  'favourite.text': '{{name}} favourited {{creation}}.',
  'order.placed.title': 'Order placed',
  'order.placed.text': 'Thank you: your order of {{creation}} ({{total}}) is placed.',
  'order.awaitManual.title': 'Awaiting your payment',
  'order.awaitManual.text':
    'Please pay {{total}} by FPS to {{fpsId}} or by bank transfer to {{bankAccount}}, with reference {{orderId}}. The shop confirms your order of {{creation}} once the money arrives.',
  'order.awaitPayment.title': 'Awaiting your payment',
  'order.awaitPayment.text': 'Please complete the payment of {{total}} for your order of {{creation}}.',
  'order.paidForGoal.title': 'Payment received',
  'order.paidForGoal.text':
    'We received {{total}} for your order of {{creation}}. It is made once the pre-order reaches its goal.',
  'order.paid.title': 'Payment received',
  'order.paid.text': 'We received {{total}} for your order of {{creation}}.',
  'order.methodSaved.title': 'Pre-order confirmed',
  'order.methodSaved.text':
    'Your payment method is saved for your order of {{creation}}: nothing is charged unless the pre-order reaches its goal.',
  'order.goalReached.title': 'Pre-order goal reached',
  'order.goalReached.text':
    'The pre-order reached its goal: your order of {{creation}} is charged {{total}} and goes into production.',
  'order.goalMissedRefunded.title': 'Pre-order goal missed',
  'order.goalMissedRefunded.text':
    'The pre-order did not reach its goal: your order of {{creation}} is cancelled and {{total}} is refunded.',
  'order.goalMissed.title': 'Pre-order goal missed',
  'order.goalMissed.text':
    'The pre-order did not reach its goal: your order of {{creation}} is cancelled and nothing is charged.',
  'order.inProduction.title': 'In production',
  'order.inProduction.text': 'Your order of {{creation}} is being made.',
  'order.shippedTracked.title': 'Order shipped',
  'order.shippedTracked.text':
    'Your order of {{creation}} is on its way with {{carrier}}, tracking number {{tracking}}.',
  'order.shipped.title': 'Order shipped',
  'order.shipped.text': 'Your order of {{creation}} is on its way.',
  'order.delivered.title': 'Order delivered',
  'order.delivered.text': 'Your order of {{creation}} is delivered. Enjoy it!',
  'order.cancelled.title': 'Order cancelled',
  'order.cancelled.text': 'Your order of {{creation}} is cancelled.',
  'order.refunded.title': 'Order refunded',
  'order.refunded.text': '{{total}} for your order of {{creation}} is refunded.',
  'order.creatorNew.title': 'New order on your creation',
  'order.creatorNew.text': '{{buyer}} ordered {{creation}} ({{total}}).',
  'order.producerNew.title': 'New order to make',
  'order.producerNew.text': '{{buyer}} ordered {{creation}}; it is made once paid.',
  'order.producerPaid.title': 'Order paid: ready to make',
  'order.producerPaid.text': '{{creation}} for {{buyer}} is paid and joins the production queue.',
  'goal.creatorReached.title': 'Pre-order goal reached',
  'goal.creatorReached.text':
    '{{creation}} reached its pre-order goal: every order is charged and goes into production.',
  'goal.creatorMissed.title': 'Pre-order goal missed',
  'goal.creatorMissed.text':
    '{{creation}} did not reach its pre-order goal: its orders are cancelled and nothing is charged.',
  'goal.producerReached.title': 'Pre-order goal reached',
  'goal.producerReached.text':
    '{{creation}} reached its pre-order goal: its orders join the production queue.',
  'goal.producerMissed.title': 'Pre-order goal missed',
  'goal.producerMissed.text': '{{creation}} did not reach its pre-order goal: nothing to make.',
  'campaign.creatorReached.title': 'Pre-order goal reached',
  'campaign.creatorReached.text':
    '{{creation}} reached its goal with {{ordered}} of {{minimum}} pieces: every order is charged and production starts.',
  'campaign.creatorMissed.title': 'Pre-order goal missed',
  'campaign.creatorMissed.text':
    '{{creation}} ended with {{ordered}} of {{minimum}} pieces: every order is cancelled and nothing is charged (money taken is refunded).',
  'campaign.producerReached.title': 'Pre-order ready for production',
  'campaign.producerReached.text':
    '{{creation}} reached its goal with {{ordered}} of {{minimum}} pieces: its orders are in your production queue.',
  'campaign.producerMissed.title': 'Pre-order cancelled',
  'campaign.producerMissed.text':
    '{{creation}} missed its goal with {{ordered}} of {{minimum}} pieces: its orders are cancelled, nothing to make.',
} as const;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS_EN;
export type NotificationTexts = Readonly<Record<NotificationTextKey, string>>;
