import type { NotificationTexts } from './en';

export const de: NotificationTexts = {
  yourCreation: 'deine Kreation',
  yourPreorder: 'Deine Vorbestellung',
  'follow.title': 'Neuer Follower',
  'follow.text': '{{name}} folgt dir jetzt.',
  'favourite.title': 'Neuer Favorit',
  'favourite.text': '{{name}} hat {{creation}} zu den Favoriten hinzugefügt.',
  'order.placed.title': 'Bestellung aufgegeben',
  'order.placed.text': 'Danke: Deine Bestellung von {{creation}} ({{total}}) ist aufgegeben.',
  'order.awaitManual.title': 'Wir warten auf deine Zahlung',
  'order.awaitManual.text':
    'Bitte zahle {{total}} per FPS an {{fpsId}} oder per Überweisung an {{bankAccount}}, mit dem Verwendungszweck {{orderId}}. Der Shop bestätigt deine Bestellung von {{creation}}, sobald das Geld eingegangen ist.',
  'order.awaitPayment.title': 'Wir warten auf deine Zahlung',
  'order.awaitPayment.text':
    'Bitte schließe die Zahlung von {{total}} für deine Bestellung von {{creation}} ab.',
  'order.paidForGoal.title': 'Zahlung erhalten',
  'order.paidForGoal.text':
    'Wir haben {{total}} für deine Bestellung von {{creation}} erhalten. Sie wird gefertigt, sobald die Vorbestellung ihr Ziel erreicht.',
  'order.paid.title': 'Zahlung erhalten',
  'order.paid.text': 'Wir haben {{total}} für deine Bestellung von {{creation}} erhalten.',
  'order.methodSaved.title': 'Vorbestellung bestätigt',
  'order.methodSaved.text':
    'Deine Zahlungsmethode ist für deine Bestellung von {{creation}} gespeichert: Es wird nur abgebucht, wenn die Vorbestellung ihr Ziel erreicht.',
  'order.goalReached.title': 'Vorbestellungsziel erreicht',
  'order.goalReached.text':
    'Die Vorbestellung hat ihr Ziel erreicht: Für deine Bestellung von {{creation}} werden {{total}} abgebucht, und sie geht in die Fertigung.',
  'order.goalMissedRefunded.title': 'Vorbestellungsziel verfehlt',
  'order.goalMissedRefunded.text':
    'Die Vorbestellung hat ihr Ziel nicht erreicht: Deine Bestellung von {{creation}} ist storniert und {{total}} werden erstattet.',
  'order.goalMissed.title': 'Vorbestellungsziel verfehlt',
  'order.goalMissed.text':
    'Die Vorbestellung hat ihr Ziel nicht erreicht: Deine Bestellung von {{creation}} ist storniert, es wird nichts abgebucht.',
  'order.inProduction.title': 'In Fertigung',
  'order.inProduction.text': 'Deine Bestellung von {{creation}} wird gefertigt.',
  'order.shippedTracked.title': 'Bestellung versandt',
  'order.shippedTracked.text':
    'Deine Bestellung von {{creation}} ist mit {{carrier}} unterwegs, Sendungsnummer {{tracking}}.',
  'order.shipped.title': 'Bestellung versandt',
  'order.shipped.text': 'Deine Bestellung von {{creation}} ist unterwegs.',
  'order.delivered.title': 'Bestellung zugestellt',
  'order.delivered.text': 'Deine Bestellung von {{creation}} ist zugestellt. Viel Freude damit!',
  'order.cancelled.title': 'Bestellung storniert',
  'order.cancelled.text': 'Deine Bestellung von {{creation}} ist storniert.',
  'order.refunded.title': 'Bestellung erstattet',
  'order.refunded.text': '{{total}} für deine Bestellung von {{creation}} werden erstattet.',
  'order.creatorNew.title': 'Neue Bestellung deiner Kreation',
  'order.creatorNew.text': '{{buyer}} hat {{creation}} bestellt ({{total}}).',
  'order.producerNew.title': 'Neuer Fertigungsauftrag',
  'order.producerNew.text': '{{buyer}} hat {{creation}} bestellt; gefertigt wird nach der Zahlung.',
  'order.producerPaid.title': 'Bestellung bezahlt: bereit zur Fertigung',
  'order.producerPaid.text': '{{creation}} für {{buyer}} ist bezahlt und kommt in die Fertigungsliste.',
  'goal.creatorReached.title': 'Vorbestellungsziel erreicht',
  'goal.creatorReached.text':
    '{{creation}} hat das Vorbestellungsziel erreicht: Jede Bestellung wird abgebucht und geht in die Fertigung.',
  'goal.creatorMissed.title': 'Vorbestellungsziel verfehlt',
  'goal.creatorMissed.text':
    '{{creation}} hat das Vorbestellungsziel nicht erreicht: Die Bestellungen sind storniert, es wird nichts abgebucht.',
  'goal.producerReached.title': 'Vorbestellungsziel erreicht',
  'goal.producerReached.text':
    '{{creation}} hat das Vorbestellungsziel erreicht: Die Bestellungen kommen in die Fertigungsliste.',
  'goal.producerMissed.title': 'Vorbestellungsziel verfehlt',
  'goal.producerMissed.text': '{{creation}} hat das Vorbestellungsziel nicht erreicht: nichts zu fertigen.',
  'campaign.creatorReached.title': 'Vorbestellungsziel erreicht',
  'campaign.creatorReached.text':
    '{{creation}} hat das Ziel mit {{ordered}} von {{minimum}} Stück erreicht: Jede Bestellung wird abgebucht und die Fertigung beginnt.',
  'campaign.creatorMissed.title': 'Vorbestellungsziel verfehlt',
  'campaign.creatorMissed.text':
    '{{creation}} endete mit {{ordered}} von {{minimum}} Stück: Jede Bestellung ist storniert, es wird nichts abgebucht (bereits gezahltes Geld wird erstattet).',
  'campaign.producerReached.title': 'Vorbestellung bereit zur Fertigung',
  'campaign.producerReached.text':
    '{{creation}} hat das Ziel mit {{ordered}} von {{minimum}} Stück erreicht: Die Bestellungen sind in deiner Fertigungsliste.',
  'campaign.producerMissed.title': 'Vorbestellung storniert',
  'campaign.producerMissed.text':
    '{{creation}} hat das Ziel mit {{ordered}} von {{minimum}} Stück verfehlt: Die Bestellungen sind storniert, nichts zu fertigen.',
};
