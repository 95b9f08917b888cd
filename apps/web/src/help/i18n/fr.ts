import type { HelpCatalogue } from './en';

export const fr: HelpCatalogue = {
  'footer.tagline':
    'Une mode sur commande, dessinée par des créateurs indépendants et confectionnée pour vous à Hong Kong.',
  'footer.helpHeading': 'Service client',
  'footer.shopHeading': 'Boutique',
  'footer.home': 'Accueil',
  'footer.shop': 'Boutique',
  'footer.creators': 'Créateurs',
  'footer.becomeCreator': 'Devenir créateur',
  'footer.paymentHeading': 'Moyens de paiement',
  'footer.bankTransfer': 'Virement bancaire',
  'footer.bankNote':
    'Payez par FPS ou par virement après votre commande ; nous confirmons votre paiement à la main.',
  'footer.cardNote':
    'Les cartes se paient sur la page sécurisée de Stripe ; Atelier ne voit jamais votre numéro de carte.',
  'footer.preferencesHeading': 'Langue et devise',
  'footer.pricesNote':
    'Prix en HK$, hors frais de port ; les autres devises sont indiquées à titre indicatif.',
  'footer.copyright': '© {{year}} Atelier, Hong Kong. Tous droits réservés.',
  'help.nav': 'Pages d’aide',
  'help.lastUpdated': 'Dernière mise à jour : {{date}}',
  'contact.title': 'Nous contacter',
  'shipping.title': 'Livraison et retours',
  'refunds.title': 'Politique de remboursement',
  'privacy.title': 'Politique de confidentialité',
  'terms.title': 'Conditions d’utilisation',
  'contact.intro':
    'Une question sur une commande, une taille ou une pièce personnalisée ? Écrivez-nous : une personne de notre atelier à Hong Kong vous répond sous deux jours ouvrés.',
  'contact.emailHeading': 'E-mail',
  'contact.hoursHeading': 'Horaires',
  'contact.hours': 'Du lundi au vendredi, de 10 h à 18 h, heure de Hong Kong, sauf jours fériés.',
  'contact.formHeading': 'Envoyez-nous un message',
  'contact.name': 'Votre nom',
  'contact.email': 'Votre e-mail',
  'contact.order': 'Numéro de commande (facultatif)',
  'contact.message': 'Message',
  'contact.send': 'Envoyer le message',
  'contact.sending': 'Envoi…',
  'contact.sent': 'Merci, votre message a été envoyé. Nous répondrons à {{email}}.',
  'contact.nameRequired': 'Saisissez votre nom.',
  'contact.emailInvalid': 'Saisissez une adresse e-mail valide.',
  'contact.messageShort': 'Écrivez au moins 10 caractères.',
  'contact.messageLong': 'Écrivez au plus 5000 caractères.',
  'contact.rateLimited':
    'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans quelques minutes.',
  'contact.failed':
    'Votre message n’a pas pu être envoyé. Réessayez, ou écrivez-nous directement par e-mail.',
  'shipping.intro':
    'Chaque pièce Atelier est confectionnée pour vous après votre commande. Voici le temps que cela prend et comment elle vous parvient.',
  'shipping.productionHeading': 'Délais de confection',
  'shipping.production':
    'La confection prend en moyenne 5-7 jours ouvrés. Les pièces sur mesure demandent 10-15 jours ouvrés ; la page de chaque création indique le délai qui s’applique.',
  'shipping.preorder':
    'Une précommande part en confection quand sa campagne atteint son objectif ; le délai court à partir de ce jour.',
  'shipping.costsHeading': 'Frais de port',
  'shipping.costs':
    'Les prix s’entendent hors frais de port. Nous expédions depuis Hong Kong ; les frais dépendent de la destination et du colis, et nous vous les confirmons avant l’envoi.',
  'shipping.trackingHeading': 'Livraison et suivi',
  'shipping.tracking':
    'À l’expédition, vous recevez un e-mail ; le transporteur et le numéro de suivi figurent aussi sur la page de la commande, dans Mes commandes.',
  'shipping.returnsHeading': 'Retours',
  'shipping.returns':
    'Chaque pièce étant confectionnée sur commande, nous n’acceptons pas les retours pour changement d’avis ou erreur de taille. Les articles endommagés ou mal étiquetés sont remboursés selon notre politique de remboursement.',
  'shipping.refundLink': 'Lire la politique de remboursement',
  'refunds.intro': 'Nous confectionnons chaque pièce sur commande. Voici quand et comment nous remboursons.',
  'refunds.policy':
    'Remboursement uniquement pour les articles endommagés ou mal étiquetés, signalés dans les 7 jours suivant la réception ; frais de retour à la charge de l’acheteur ; frais de port initiaux non remboursés.',
  'refunds.eligibleHeading': 'Quand nous remboursons',
  'refunds.eligible':
    'Si votre article arrive endommagé ou mal étiqueté (par exemple avec une mauvaise étiquette de taille), nous le remboursons.',
  'refunds.howHeading': 'Demander un remboursement',
  'refunds.how':
    'Prévenez-nous dans les 7 jours suivant la réception via le formulaire de contact, avec votre numéro de commande et des photos du défaut ou de l’étiquette.',
  'refunds.shippingHeading': 'Frais de port',
  'refunds.shipping':
    'Les frais de retour sont à la charge de l’acheteur. Les frais de port initiaux ne sont pas remboursés.',
  'refunds.paymentHeading': 'Comment l’argent vous revient',
  'refunds.payment':
    'Un paiement par carte est remboursé sur la même carte via Stripe ; un paiement par FPS ou virement vous est reversé à la main sur votre compte. Votre banque peut mettre quelques jours ouvrés à l’afficher.',
  'refunds.preorderHeading': 'Précommandes',
  'refunds.preorder':
    'Si une campagne de précommande n’atteint pas son objectif, votre commande est annulée et rien n’est débité ; l’argent déjà versé est intégralement remboursé.',
  'privacy.intro':
    'Cette politique explique quelles données personnelles Atelier collecte, pourquoi, et ce que vous pouvez nous demander. Nous respectons l’ordonnance de Hong Kong sur les données personnelles (Cap. 486).',
  'privacy.collectHeading': 'Ce que nous collectons',
  'privacy.collect':
    'Votre compte (nom, identifiant, adresse e-mail et mot de passe haché), vos commandes, adresses de livraison et coordonnées, les réponses et images que vous ajoutez pour personnaliser une pièce, et les messages que vous nous envoyez.',
  'privacy.useHeading': 'Pourquoi nous les utilisons',
  'privacy.use':
    'Pour confectionner, expédier et suivre vos commandes, gérer votre compte et votre boutique de créateur, et répondre à vos questions. Nous ne vendons pas vos données et n’envoyons pas d’e-mails publicitaires sans votre accord.',
  'privacy.shareHeading': 'Avec qui nous les partageons',
  'privacy.share':
    'Le fabricant qui confectionne votre pièce, le prestataire de paiement (Stripe, pour les cartes) et le transporteur qui livre votre colis, chacun uniquement pour ce que sa part exige.',
  'privacy.deviceHeading': 'Sur votre appareil',
  'privacy.device':
    'Un cookie de session vous garde connecté. Vos choix de langue, de devise et de thème sont conservés dans votre navigateur. Nous n’utilisons aucun cookie publicitaire.',
  'privacy.rightsHeading': 'Vos droits',
  'privacy.rights':
    'Vous pouvez demander une copie de vos données personnelles, leur correction ou la suppression de votre compte. Écrivez-nous depuis la page de contact ; nous répondons sous 40 jours, comme l’exige l’ordonnance.',
  'terms.intro':
    'Ces conditions s’appliquent lorsque vous utilisez Atelier ou y achetez. Atelier est une place de marché basée à Hong Kong où des créateurs indépendants dessinent des pièces que des fabricants confectionnent sur commande.',
  'terms.accountHeading': 'Votre compte',
  'terms.account':
    'Gardez votre mot de passe pour vous ; vous êtes responsable de ce qui est fait avec votre compte. Nous pouvons fermer un compte qui enfreint ces conditions.',
  'terms.ordersHeading': 'Commandes et prix',
  'terms.orders':
    'Les prix sont en dollars de Hong Kong (HK$), hors frais de port ; les autres devises sont indiquées à titre indicatif. Une fois votre commande passée et payée, la pièce est confectionnée pour vous.',
  'terms.preorderHeading': 'Précommandes',
  'terms.preorder':
    'Une précommande n’est débitée que si sa campagne atteint son objectif avant la date limite ; sinon elle est annulée et rien n’est débité.',
  'terms.contentHeading': 'Créations et contenus',
  'terms.content':
    'Les créateurs gardent les droits sur leurs créations et autorisent Atelier à les montrer et à les vendre. Ne copiez pas une création et n’importez pas d’images que vous n’avez pas le droit d’utiliser.',
  'terms.liabilityHeading': 'Remboursements et vos droits',
  'terms.liability':
    'Les remboursements suivent notre politique de remboursement. Rien dans ces conditions ne limite vos droits au titre du droit de la consommation de Hong Kong.',
  'terms.lawHeading': 'Droit applicable',
  'terms.law': 'Ces conditions sont régies par le droit de la Région administrative spéciale de Hong Kong.',
};
