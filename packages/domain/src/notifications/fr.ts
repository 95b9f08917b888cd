import type { NotificationTexts } from './en';

export const fr: NotificationTexts = {
  yourCreation: 'votre création',
  yourPreorder: 'Votre précommande',
  'follow.title': 'Nouvel abonné',
  'follow.text': '{{name}} vous suit désormais.',
  'favourite.title': 'Nouveau favori',
  'favourite.text': '{{name}} a ajouté {{creation}} à ses favoris.',
  'order.placed.title': 'Commande passée',
  'order.placed.text': 'Merci : votre commande de {{creation}} ({{total}}) est passée.',
  'order.awaitManual.title': 'En attente de votre paiement',
  'order.awaitManual.text':
    'Veuillez payer {{total}} par FPS à {{fpsId}} ou par virement bancaire à {{bankAccount}}, avec la référence {{orderId}}. La boutique confirme votre commande de {{creation}} dès réception des fonds.',
  'order.awaitPayment.title': 'En attente de votre paiement',
  'order.awaitPayment.text':
    'Veuillez finaliser le paiement de {{total}} pour votre commande de {{creation}}.',
  'order.paidForGoal.title': 'Paiement reçu',
  'order.paidForGoal.text':
    'Nous avons reçu {{total}} pour votre commande de {{creation}}. Elle sera fabriquée dès que la précommande atteindra son objectif.',
  'order.paid.title': 'Paiement reçu',
  'order.paid.text': 'Nous avons reçu {{total}} pour votre commande de {{creation}}.',
  'order.methodSaved.title': 'Précommande confirmée',
  'order.methodSaved.text':
    'Votre moyen de paiement est enregistré pour votre commande de {{creation}} : rien n’est débité si la précommande n’atteint pas son objectif.',
  'order.goalReached.title': 'Objectif de précommande atteint',
  'order.goalReached.text':
    'La précommande a atteint son objectif : votre commande de {{creation}} est débitée de {{total}} et passe en fabrication.',
  'order.goalMissedRefunded.title': 'Objectif de précommande manqué',
  'order.goalMissedRefunded.text':
    'La précommande n’a pas atteint son objectif : votre commande de {{creation}} est annulée et {{total}} sont remboursés.',
  'order.goalMissed.title': 'Objectif de précommande manqué',
  'order.goalMissed.text':
    'La précommande n’a pas atteint son objectif : votre commande de {{creation}} est annulée et rien n’est débité.',
  'order.inProduction.title': 'En fabrication',
  'order.inProduction.text': 'Votre commande de {{creation}} est en cours de fabrication.',
  'order.shippedTracked.title': 'Commande expédiée',
  'order.shippedTracked.text':
    'Votre commande de {{creation}} est en route avec {{carrier}}, numéro de suivi {{tracking}}.',
  'order.shipped.title': 'Commande expédiée',
  'order.shipped.text': 'Votre commande de {{creation}} est en route.',
  'order.delivered.title': 'Commande livrée',
  'order.delivered.text': 'Votre commande de {{creation}} est livrée. Profitez-en bien !',
  'order.cancelled.title': 'Commande annulée',
  'order.cancelled.text': 'Votre commande de {{creation}} est annulée.',
  'order.refunded.title': 'Commande remboursée',
  'order.refunded.text': '{{total}} pour votre commande de {{creation}} sont remboursés.',
  'order.creatorNew.title': 'Nouvelle commande de votre création',
  'order.creatorNew.text': '{{buyer}} a commandé {{creation}} ({{total}}).',
  'order.producerNew.title': 'Nouvelle commande à fabriquer',
  'order.producerNew.text': '{{buyer}} a commandé {{creation}} ; elle sera fabriquée une fois payée.',
  'order.producerPaid.title': 'Commande payée : prête à fabriquer',
  'order.producerPaid.text': '{{creation}} pour {{buyer}} est payée et rejoint la file de production.',
  'goal.creatorReached.title': 'Objectif de précommande atteint',
  'goal.creatorReached.text':
    '{{creation}} a atteint son objectif de précommande : chaque commande est débitée et passe en fabrication.',
  'goal.creatorMissed.title': 'Objectif de précommande manqué',
  'goal.creatorMissed.text':
    '{{creation}} n’a pas atteint son objectif de précommande : ses commandes sont annulées et rien n’est débité.',
  'goal.producerReached.title': 'Objectif de précommande atteint',
  'goal.producerReached.text':
    '{{creation}} a atteint son objectif de précommande : ses commandes rejoignent la file de production.',
  'goal.producerMissed.title': 'Objectif de précommande manqué',
  'goal.producerMissed.text': '{{creation}} n’a pas atteint son objectif de précommande : rien à fabriquer.',
  'campaign.creatorReached.title': 'Objectif de précommande atteint',
  'campaign.creatorReached.text':
    '{{creation}} a atteint son objectif avec {{ordered}} pièces sur {{minimum}} : chaque commande est débitée et la fabrication commence.',
  'campaign.creatorMissed.title': 'Objectif de précommande manqué',
  'campaign.creatorMissed.text':
    '{{creation}} s’est terminée avec {{ordered}} pièces sur {{minimum}} : chaque commande est annulée et rien n’est débité (l’argent déjà pris est remboursé).',
  'campaign.producerReached.title': 'Précommande prête pour la fabrication',
  'campaign.producerReached.text':
    '{{creation}} a atteint son objectif avec {{ordered}} pièces sur {{minimum}} : ses commandes sont dans votre file de production.',
  'campaign.producerMissed.title': 'Précommande annulée',
  'campaign.producerMissed.text':
    '{{creation}} a manqué son objectif avec {{ordered}} pièces sur {{minimum}} : ses commandes sont annulées, rien à fabriquer.',
};
