import type { ErrorTexts } from './en';

export const fr: ErrorTexts = {
  unauthorised: 'Veuillez d’abord vous connecter.',
  forbidden: 'Vous n’êtes pas autorisé à faire cela.',
  invalidInput: 'La requête n’est pas valide.',
  internal: 'Un problème est survenu de notre côté.',
  'body.tooDeep': 'Le corps de la requête est imbriqué sur plus de {{max}} niveaux.',
  'partnerOrigin.publicSuffix':
    "'{{origin}}' est un joker sur le suffixe public '{{suffix}}', qui couvre des sites de nombreux propriétaires : indiquez votre propre domaine, par exemple https://*.votreboutique.{{suffix}}.",
  notFound: '{{what}} est introuvable.',
  'noun.that': 'Cet élément',
  'noun.creation': 'La création',
  'noun.user': 'Le compte',
  'noun.cartItem': 'L’article du panier',
  'noun.image': 'L’image',
  'noun.order': 'Cette commande',
  'noun.notification': 'La notification',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  handleTaken: 'Cet identifiant est déjà pris.',
  accountTaken: 'Cette adresse e-mail ou cet identifiant est déjà pris.',
  rateLimited: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
  signInLimitedAccount:
    'Trop de connexions échouées pour ce compte. Réessayez dans {{minutes}} minutes, connectez-vous depuis un navigateur déjà utilisé, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ? ».',
  signInLimitedAddress:
    'Trop de connexions échouées depuis votre réseau. Veuillez réessayer dans {{minutes}} minutes.',
  signInLimitedDevice:
    'Trop de connexions échouées dans ce navigateur. Veuillez réessayer dans {{minutes}} minutes.',
  signUpLimited: 'Trop de nouveaux comptes depuis votre réseau. Veuillez réessayer dans {{minutes}} minutes.',
  emailUnconfirmed:
    'Veuillez d’abord confirmer votre adresse e-mail : nous avons envoyé un lien à {{email}}. Ouvrez-le, puis réessayez.',
  signUpConfirmationSent:
    'Consultez vos e-mails : nous avons envoyé un lien à {{email}}. Ouvrez-le pour terminer la création de votre compte.',
  invalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  roleMissing: 'Vous n’avez pas ce rôle.',
  creatingClosed: 'La création n’est pas ouverte sur ce site.',
  followSelf: 'Vous ne pouvez pas vous suivre vous-même.',
  favouritesPrivate: '@{{atName}} garde ses favoris privés.',
  'cart.severalSizes': 'Cette ligne a plusieurs tailles : envoyez la liste des tailles et quantités.',
  'cart.oneSize': 'Cette ligne a une seule taille : envoyez sa quantité.',
  notOrderable: 'Cette création ne peut pas être commandée pour le moment.',
  sampleCreatorOnly: 'Seul le créateur peut commander un échantillon.',
  sizeUnavailable: 'Non disponible en {{sizes}}.',
  'image.notBase64': 'L’image n’est pas encodée en base64.',
  'image.empty': 'L’image est vide.',
  'image.tooLarge': 'L’image dépasse {{bytes}} octets.',
  'image.tooManyPixels':
    'L’image fait {{width}} x {{height}} px : au plus {{side}} px de côté et {{pixels}} pixels en tout.',
  'image.unreadable': 'L’image n’a pas pu être lue : le fichier est endommagé ou incomplet.',
  'image.unsupported': 'Envoyez une image PNG, JPEG, WebP, GIF ou AVIF.',
  'image.notResizable': 'L’image enregistrée n’a pas pu être redimensionnée.',
  'image.busy': 'De nombreuses images sont en cours de traitement. Réessayez dans {{seconds}} secondes.',
  'image.quotaCount':
    'Vous pouvez envoyer {{count}} images toutes les {{minutes}} minutes. Réessayez plus tard.',
  'image.quotaBytes':
    'Vous pouvez envoyer {{megabytes}} Mo d’images toutes les {{minutes}} minutes. Réessayez plus tard.',
  'cart.empty': 'Votre panier est vide',
  'preorder.alreadyEnded': 'Précommande déjà terminée',
  'quantity.outOfRange': 'Veuillez choisir une quantité de {{min}} à {{max}}',
  'sample.selectAtLeastOneSize': 'Veuillez choisir au moins une taille.',
  'creation.prebuildLocked':
    'Une création publiée garde son modèle de base : dépubliez-la pour en utiliser un autre.',
  'creation.prebuildRequired': 'Une création repose sur un modèle de base : gardez-en au moins un.',
  'cart.lineUnavailable': 'Cette création n’est plus disponible : retirez-la de votre panier.',
  'password.wrong': 'Le mot de passe est incorrect.',
  'password.tooManyTries': 'Trop de mots de passe erronés. Veuillez réessayer plus tard.',
  'text.unsafeCharacter':
    'Ce texte contient un caractère invisible ou de contrôle ({{character}}). Veuillez le supprimer : les noms et identifiants ne contiennent que du texte visible.',
  'checkout.linesUnavailable':
    'Certaines créations de votre panier ne sont plus disponibles : retirez-les pour passer commande.',
};
