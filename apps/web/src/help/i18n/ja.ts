import type { HelpCatalogue } from './en';

export const ja: HelpCatalogue = {
  'footer.tagline':
    'インディペンデントなクリエイターがデザインし、香港であなたのために仕立てる受注生産のファッション。',
  'footer.helpHeading': 'カスタマーケア',
  'footer.shopHeading': 'ショップ',
  'footer.home': 'ホーム',
  'footer.shop': 'ショップ',
  'footer.creators': 'クリエイター',
  'footer.becomeCreator': 'クリエイターになる',
  'footer.paymentHeading': 'お支払い方法',
  'footer.bankTransfer': '銀行振込',
  'footer.bankNote': 'ご注文後に FPS または銀行振込でお支払いください。入金は担当者が確認します。',
  'footer.cardNote':
    'カードは Stripe の安全なページでお支払いいただきます。Atelier がカード番号を見ることはありません。',
  'footer.preferencesHeading': '言語と通貨',
  'footer.pricesNote': '価格は香港ドル（HK$）で、送料は含まれません。その他の通貨は参考表示です。',
  'footer.copyright': '© {{year}} Atelier（香港）。無断転載を禁じます。',
  'help.nav': 'ヘルプページ',
  'help.lastUpdated': '最終更新：{{date}}',
  'contact.title': 'お問い合わせ',
  'shipping.title': '配送と返品',
  'refunds.title': '返金ポリシー',
  'privacy.title': 'プライバシーポリシー',
  'terms.title': '利用規約',
  'contact.intro':
    'ご注文、サイズ、カスタム製作についてのご質問はこちらへ。香港のスタジオのスタッフが 2 営業日以内にお返事します。',
  'contact.emailHeading': 'メール',
  'contact.hoursHeading': '営業時間',
  'contact.hours': '月曜日〜金曜日、香港時間 10:00–18:00（祝日を除く）。',
  'contact.formHeading': 'メッセージを送る',
  'contact.name': 'お名前',
  'contact.email': 'メールアドレス',
  'contact.order': '注文番号（任意）',
  'contact.message': 'メッセージ',
  'contact.send': 'メッセージを送信',
  'contact.sending': '送信中…',
  'contact.sent': 'ありがとうございます。メッセージを送信しました。{{email}} 宛にお返事します。',
  'contact.nameRequired': 'お名前を入力してください。',
  'contact.emailInvalid': '有効なメールアドレスを入力してください。',
  'contact.messageShort': '10 文字以上入力してください。',
  'contact.messageLong': '5000 文字以内で入力してください。',
  'contact.rateLimited': '短時間に複数のメッセージが送信されました。数分後にもう一度お試しください。',
  'contact.failed':
    'メッセージを送信できませんでした。もう一度お試しいただくか、直接メールでご連絡ください。',
  'shipping.intro':
    'Atelier の作品はすべて、ご注文をいただいてから製作します。製作にかかる期間とお届け方法をご案内します。',
  'shipping.productionHeading': '製作期間',
  'shipping.production':
    '通常の製作期間は 5-7 営業日です。受注生産の作品は 10-15 営業日かかります。どちらに当たるかは各作品のページに記載しています。',
  'shipping.preorder':
    '予約注文は、キャンペーンが目標に達した時点で製作を始めます。製作期間はその日から数えます。',
  'shipping.costsHeading': '送料',
  'shipping.costs':
    '価格に送料は含まれません。香港から発送し、送料はお届け先と荷物によって異なります。発送前にお客様に確認します。',
  'shipping.trackingHeading': 'お届けと追跡',
  'shipping.tracking':
    '発送時にメールでお知らせします。配送業者と追跡番号は「注文履歴」の各注文ページにも表示されます。',
  'shipping.returnsHeading': '返品',
  'shipping.returns':
    'すべて受注生産のため、お客様のご都合やサイズの選び間違いによる返品はお受けできません。破損品や表示違いの商品は返金ポリシーに従って返金します。',
  'shipping.refundLink': '返金ポリシーを読む',
  'refunds.intro': 'Atelier の作品はすべて受注生産です。返金の条件と方法は次のとおりです。',
  'refunds.policy':
    '返金は破損品または表示違いの商品に限り、受け取りから 7 日以内にご連絡いただいた場合のみ対象となります。返品送料はお客様のご負担となり、当初の送料は返金されません。',
  'refunds.eligibleHeading': '返金の対象',
  'refunds.eligible':
    '商品が破損して届いた場合、または表示が誤っていた場合（サイズ表示の違いなど）に返金します。',
  'refunds.howHeading': '返金の申し込み方法',
  'refunds.how':
    '受け取りから 7 日以内に、お問い合わせフォームから注文番号と破損箇所またはラベルの写真を添えてご連絡ください。',
  'refunds.shippingHeading': '送料',
  'refunds.shipping': '返品送料はお客様のご負担です。当初の送料は返金されません。',
  'refunds.paymentHeading': '返金の方法',
  'refunds.payment':
    'カードでのお支払いは Stripe を通じて同じカードに返金します。FPS または銀行振込でのお支払いは担当者が口座へ送金します。反映まで数営業日かかる場合があります。',
  'refunds.preorderHeading': '予約注文',
  'refunds.preorder':
    '予約注文のキャンペーンが目標に達しなかった場合、ご注文はキャンセルされ、料金は請求されません。お支払い済みの金額は全額返金します。',
  'privacy.intro':
    'このポリシーでは、Atelier が収集する個人データ、その目的、お客様が求められることを説明します。当社は香港の個人データ（プライバシー）条例（第 486 章）に従います。',
  'privacy.collectHeading': '収集する情報',
  'privacy.collect':
    'アカウント情報（名前、ハンドル名、メールアドレス、ハッシュ化したパスワード）、ご注文、配送先住所と連絡先、作品をカスタマイズするために追加した回答や画像、お客様から届いたメッセージ。',
  'privacy.useHeading': '利用目的',
  'privacy.use':
    'ご注文の製作・発送・サポート、アカウントとクリエイターショップの運営、お問い合わせへの回答のために利用します。データを販売することはなく、同意なく宣伝メールを送ることもありません。',
  'privacy.shareHeading': '共有する相手',
  'privacy.share':
    '作品を製作する生産者、決済事業者（カード決済の Stripe）、荷物を届ける配送業者に、それぞれの業務に必要な情報だけを共有します。',
  'privacy.deviceHeading': 'お使いの端末',
  'privacy.device':
    'ログイン状態はセッション Cookie で保持します。言語・通貨・テーマの設定はブラウザに保存します。広告用の Cookie は使用しません。',
  'privacy.rightsHeading': 'お客様の権利',
  'privacy.rights':
    '個人データの写しの請求、訂正、アカウントの削除を求めることができます。お問い合わせページからご連絡ください。条例に従い 40 日以内にお答えします。',
  'terms.intro':
    'この規約は、Atelier を利用または購入するときに適用されます。Atelier は香港で運営するマーケットプレイスで、インディペンデントなクリエイターがデザインし、生産者が受注生産します。',
  'terms.accountHeading': 'アカウント',
  'terms.account':
    'パスワードは他人に知らせないでください。アカウントで行われたことの責任はお客様にあります。規約に違反したアカウントは閉鎖することがあります。',
  'terms.ordersHeading': '注文と価格',
  'terms.orders':
    '価格は香港ドル（HK$）で、送料は含まれません。その他の通貨は参考表示です。ご注文とお支払いが完了すると、作品の製作を始めます。',
  'terms.preorderHeading': '予約注文',
  'terms.preorder':
    '予約注文は、キャンペーンが期限までに目標に達した場合のみ請求されます。達しなかった場合はキャンセルされ、料金は請求されません。',
  'terms.contentHeading': 'デザインとコンテンツ',
  'terms.content':
    'デザインの権利はクリエイターにあり、クリエイターは Atelier に展示と販売を許諾します。デザインを複製したり、使用する権利のない画像をアップロードしたりしないでください。',
  'terms.liabilityHeading': '返金とお客様の権利',
  'terms.liability':
    '返金は返金ポリシーに従います。この規約は、香港の消費者法に基づくお客様の権利を制限するものではありません。',
  'terms.lawHeading': '準拠法',
  'terms.law': 'この規約は香港特別行政区の法律に準拠します。',
};
