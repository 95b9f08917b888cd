import type { HelpCatalogue } from './en';

export const de: HelpCatalogue = {
  'footer.tagline':
    'Mode auf Bestellung, entworfen von unabhängigen Designern und für Sie in Hongkong gefertigt.',
  'footer.helpHeading': 'Kundenservice',
  'footer.shopHeading': 'Einkaufen',
  'footer.home': 'Startseite',
  'footer.shop': 'Shop',
  'footer.creators': 'Designer',
  'footer.becomeCreator': 'Designer werden',
  'footer.paymentHeading': 'Wir akzeptieren',
  'footer.bankTransfer': 'Banküberweisung',
  'footer.bankNote':
    'Zahlen Sie nach der Bestellung per FPS oder Banküberweisung; wir bestätigen Ihre Zahlung von Hand.',
  'footer.cardNote':
    'Karten werden auf der sicheren Seite von Stripe bezahlt; Atelier sieht Ihre Kartennummer nie.',
  'footer.preferencesHeading': 'Sprache und Währung',
  'footer.pricesNote': 'Preise in HK$ und ohne Versand; andere Währungen dienen nur zur Orientierung.',
  'footer.copyright': '© {{year}} Atelier, Hongkong. Alle Rechte vorbehalten.',
  'help.nav': 'Hilfeseiten',
  'help.lastUpdated': 'Zuletzt aktualisiert am {{date}}',
  'contact.title': 'Kontakt',
  'shipping.title': 'Versand und Rückgabe',
  'refunds.title': 'Erstattungsrichtlinie',
  'privacy.title': 'Datenschutzerklärung',
  'terms.title': 'Nutzungsbedingungen',
  'contact.intro':
    'Fragen zu einer Bestellung, einer Größe oder einem individuellen Stück? Schreiben Sie uns: Jemand aus unserem Atelier in Hongkong antwortet innerhalb von zwei Werktagen.',
  'contact.emailHeading': 'E-Mail',
  'contact.hoursHeading': 'Öffnungszeiten',
  'contact.hours': 'Montag bis Freitag, 10:00–18:00 Uhr Hongkonger Zeit, außer an Feiertagen.',
  'contact.formHeading': 'Schreiben Sie uns',
  'contact.name': 'Ihr Name',
  'contact.email': 'Ihre E-Mail-Adresse',
  'contact.order': 'Bestellnummer (optional)',
  'contact.message': 'Nachricht',
  'contact.send': 'Nachricht senden',
  'contact.sending': 'Wird gesendet…',
  'contact.sent': 'Danke, Ihre Nachricht ist gesendet. Wir antworten an {{email}}.',
  'contact.nameRequired': 'Geben Sie Ihren Namen ein.',
  'contact.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'contact.messageShort': 'Schreiben Sie mindestens 10 Zeichen.',
  'contact.messageLong': 'Schreiben Sie höchstens 5000 Zeichen.',
  'contact.rateLimited':
    'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'contact.failed':
    'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder schreiben Sie uns direkt eine E-Mail.',
  'shipping.intro':
    'Jedes Stück von Atelier wird erst nach Ihrer Bestellung für Sie gefertigt. So lange dauert das, und so kommt es zu Ihnen.',
  'shipping.productionHeading': 'Fertigungszeiten',
  'shipping.production':
    'Die Fertigung dauert durchschnittlich 5-7 Werktage. Maßgefertigte Stücke brauchen 10-15 Werktage; die Seite jedes Stücks sagt, was gilt.',
  'shipping.preorder':
    'Eine Vorbestellung geht in die Fertigung, sobald ihre Kampagne das Ziel erreicht; die Fertigungszeit zählt ab dann.',
  'shipping.costsHeading': 'Versandkosten',
  'shipping.costs':
    'Die Preise verstehen sich ohne Versand. Wir versenden aus Hongkong; die Kosten hängen vom Ziel und vom Paket ab, und wir stimmen sie vor dem Versand mit Ihnen ab.',
  'shipping.trackingHeading': 'Zustellung und Sendungsverfolgung',
  'shipping.tracking':
    'Wenn Ihre Bestellung versendet wird, erhalten Sie eine E-Mail; Versanddienst und Sendungsnummer stehen auch auf der Seite der Bestellung unter Meine Bestellungen.',
  'shipping.returnsHeading': 'Rückgabe',
  'shipping.returns':
    'Da jedes Stück auf Bestellung gefertigt wird, können wir keine Rückgaben annehmen, wenn Sie es sich anders überlegen oder die falsche Größe gewählt haben. Beschädigte oder falsch etikettierte Artikel erstatten wir nach unserer Erstattungsrichtlinie.',
  'shipping.refundLink': 'Erstattungsrichtlinie lesen',
  'refunds.intro': 'Wir fertigen jedes Stück auf Bestellung. Wann und wie wir erstatten, lesen Sie hier.',
  'refunds.policy':
    'Erstattungen nur für beschädigte oder falsch etikettierte Artikel, gemeldet innerhalb von 7 Tagen nach Erhalt; Rücksendekosten trägt der Käufer; die ursprünglichen Versandkosten werden nicht erstattet.',
  'refunds.eligibleHeading': 'Wann wir erstatten',
  'refunds.eligible':
    'Kommt Ihr Artikel beschädigt oder falsch etikettiert an (zum Beispiel mit dem falschen Größenetikett), erstatten wir ihn.',
  'refunds.howHeading': 'So beantragen Sie eine Erstattung',
  'refunds.how':
    'Melden Sie sich innerhalb von 7 Tagen nach Erhalt über das Kontaktformular, mit Ihrer Bestellnummer und Fotos des Schadens oder des Etiketts.',
  'refunds.shippingHeading': 'Versandkosten',
  'refunds.shipping':
    'Die Rücksendekosten trägt der Käufer. Die ursprünglichen Versandkosten werden nicht erstattet.',
  'refunds.paymentHeading': 'So kommt das Geld zurück',
  'refunds.payment':
    'Eine Kartenzahlung wird über Stripe auf dieselbe Karte erstattet; eine Zahlung per FPS oder Banküberweisung überweisen wir von Hand auf Ihr Konto zurück. Ihre Bank braucht dafür eventuell einige Werktage.',
  'refunds.preorderHeading': 'Vorbestellungen',
  'refunds.preorder':
    'Erreicht eine Vorbestellungskampagne ihr Ziel nicht, wird Ihre Bestellung storniert und nichts belastet; bereits gezahltes Geld erstatten wir vollständig.',
  'privacy.intro':
    'Diese Erklärung sagt, welche personenbezogenen Daten Atelier erhebt, wozu, und was Sie von uns verlangen können. Wir halten uns an die Personal Data (Privacy) Ordinance von Hongkong (Cap. 486).',
  'privacy.collectHeading': 'Was wir erheben',
  'privacy.collect':
    'Ihr Konto (Name, Handle, E-Mail-Adresse und ein gehashtes Passwort), Ihre Bestellungen, Lieferadressen und Kontaktdaten, die Antworten und Bilder, mit denen Sie ein Stück anpassen, und Ihre Nachrichten an uns.',
  'privacy.useHeading': 'Wozu wir sie nutzen',
  'privacy.use':
    'Um Ihre Bestellungen zu fertigen, zu versenden und zu betreuen, Ihr Konto und Ihren Designer-Shop zu führen und Ihre Fragen zu beantworten. Wir verkaufen Ihre Daten nicht und senden ohne Ihre Einwilligung keine Werbe-E-Mails.',
  'privacy.shareHeading': 'An wen wir sie weitergeben',
  'privacy.share':
    'An den Hersteller, der Ihr Stück fertigt, an den Zahlungsdienst (Stripe, für Kartenzahlungen) und an den Versanddienst, der Ihr Paket zustellt, jeweils nur, was seine Aufgabe braucht.',
  'privacy.deviceHeading': 'Auf Ihrem Gerät',
  'privacy.device':
    'Ein Sitzungscookie hält Sie angemeldet. Ihre Wahl von Sprache, Währung und Farbschema wird in Ihrem Browser gespeichert. Werbecookies verwenden wir nicht.',
  'privacy.rightsHeading': 'Ihre Rechte',
  'privacy.rights':
    'Sie können eine Kopie Ihrer personenbezogenen Daten verlangen, deren Berichtigung oder die Löschung Ihres Kontos. Schreiben Sie uns über die Kontaktseite; wir antworten innerhalb von 40 Tagen, wie es die Verordnung verlangt.',
  'terms.intro':
    'Diese Bedingungen gelten, wenn Sie Atelier nutzen oder dort kaufen. Atelier ist ein Marktplatz mit Sitz in Hongkong, auf dem unabhängige Designer Stücke entwerfen, die Hersteller auf Bestellung fertigen.',
  'terms.accountHeading': 'Ihr Konto',
  'terms.account':
    'Behalten Sie Ihr Passwort für sich; Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht. Ein Konto, das gegen diese Bedingungen verstößt, können wir schließen.',
  'terms.ordersHeading': 'Bestellungen und Preise',
  'terms.orders':
    'Die Preise sind in Hongkong-Dollar (HK$) angegeben und verstehen sich ohne Versand; andere Währungen dienen nur zur Orientierung. Sobald Ihre Bestellung aufgegeben und bezahlt ist, wird das Stück für Sie gefertigt.',
  'terms.preorderHeading': 'Vorbestellungen',
  'terms.preorder':
    'Eine Vorbestellung wird nur belastet, wenn ihre Kampagne das Ziel bis zum Stichtag erreicht; sonst wird sie storniert und nichts belastet.',
  'terms.contentHeading': 'Entwürfe und Inhalte',
  'terms.content':
    'Designer behalten die Rechte an ihren Entwürfen und erlauben Atelier, sie zu zeigen und zu verkaufen. Kopieren Sie keine Entwürfe und laden Sie keine Bilder hoch, an denen Sie keine Rechte haben.',
  'terms.liabilityHeading': 'Erstattungen und Ihre Rechte',
  'terms.liability':
    'Erstattungen richten sich nach unserer Erstattungsrichtlinie. Nichts in diesen Bedingungen schränkt Ihre Rechte nach dem Verbraucherrecht von Hongkong ein.',
  'terms.lawHeading': 'Anwendbares Recht',
  'terms.law': 'Für diese Bedingungen gilt das Recht der Sonderverwaltungszone Hongkong.',
};
