import type { ErrorTexts } from './en';

export const ja: ErrorTexts = {
  unauthorised: '先にログインしてください。',
  forbidden: 'この操作は許可されていません。',
  invalidInput: 'リクエストが正しくありません。',
  internal: 'こちら側で問題が発生しました。',
  'body.tooDeep': 'リクエスト本文の入れ子が {{max}} 階層を超えています。',
  'partnerOrigin.publicSuffix':
    "'{{origin}}' は公開サフィックス '{{suffix}}' 全体を対象とするワイルドカードで、多くの所有者のサイトが含まれます。https://*.yourshop.{{suffix}} のようにご自身のドメインを指定してください。",
  notFound: '{{what}}が見つかりません。',
  'noun.that': '対象',
  'noun.creation': '作品',
  'noun.user': 'ユーザー',
  'noun.cartItem': 'カートの商品',
  'noun.image': '画像',
  'noun.order': 'その注文',
  'noun.notification': 'お知らせ',
  emailTaken: 'このメールアドレスのアカウントは既に存在します。',
  handleTaken: 'このハンドル名は既に使われています。',
  accountTaken: 'このメールアドレスまたはハンドル名は既に使われています。',
  rateLimited: 'ログインの試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  signInLimitedAccount:
    'このアカウントへのログイン失敗が多すぎます。{{minutes}}分後にもう一度お試しいただくか、以前ログインしたブラウザからログインするか、「パスワードをお忘れですか？」で新しいパスワードを設定してください。',
  signInLimitedAddress:
    'お使いのネットワークからのログイン失敗が多すぎます。{{minutes}}分後にもう一度お試しください。',
  signInLimitedDevice: 'このブラウザでのログイン失敗が多すぎます。{{minutes}}分後にもう一度お試しください。',
  signUpLimited:
    'お使いのネットワークからの新規アカウント作成が多すぎます。{{minutes}}分後にもう一度お試しください。',
  emailUnconfirmed:
    'まずメールアドレスを確認してください。{{email}} にリンクを送信しました。リンクを開いてから、もう一度お試しください。',
  signUpConfirmationSent:
    'メールをご確認ください。{{email}} にリンクを送信しました。リンクを開いてアカウントの作成を完了してください。',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  roleMissing: 'そのロールを持っていません。',
  creatingClosed: 'このサイトでは作品づくりが公開されていません。',
  followSelf: '自分自身はフォローできません。',
  favouritesPrivate: '@{{atName}}さんはお気に入りを非公開にしています。',
  'cart.severalSizes': 'この行には複数のサイズがあります。サイズと数量の一覧を送ってください。',
  'cart.oneSize': 'この行のサイズは一つです。数量を送ってください。',
  notOrderable: 'この作品は現在注文できません。',
  sampleCreatorOnly: 'サンプルを注文できるのはクリエイターだけです。',
  sizeUnavailable: '{{sizes}}は販売していません。',
  'image.notBase64': '画像がbase64形式ではありません。',
  'image.empty': '画像が空です。',
  'image.tooLarge': '画像が{{bytes}}バイトを超えています。',
  'image.tooManyPixels':
    '画像は {{width}} x {{height}} px です。1 辺 {{side}} px 以下、合計 {{pixels}} ピクセル以下にしてください。',
  'image.unreadable': '画像を読み込めませんでした。ファイルが壊れているか不完全です。',
  'image.unsupported': 'PNG、JPEG、WebP、GIF、AVIF の画像を送ってください。',
  'image.notResizable': '保存された画像のサイズを変更できませんでした。',
  'image.busy': '現在多くの画像を処理中です。{{seconds}} 秒後にもう一度お試しください。',
  'image.quotaCount':
    '画像のアップロードは {{minutes}} 分ごとに {{count}} 枚までです。しばらくしてからお試しください。',
  'image.quotaBytes':
    '画像のアップロードは {{minutes}} 分ごとに {{megabytes}} MB までです。しばらくしてからお試しください。',
  'cart.empty': 'カートは空です',
  'preorder.alreadyEnded': '予約は終了しました',
  'quantity.outOfRange': '{{min}}〜{{max}}の数量を選んでください',
  'sample.selectAtLeastOneSize': 'サイズを1つ以上選んでください。',
  'creation.prebuildLocked':
    '公開中の作品はベース製品を変更できません。別のベースにするには公開を取り下げてください。',
  'creation.prebuildRequired': '作品にはベース製品が必要です。少なくとも1つ残してください。',
  'cart.lineUnavailable': 'この作品は現在購入できません。カートから削除してください。',
  'password.wrong': 'パスワードが正しくありません。',
  'password.tooManyTries': 'パスワードの誤りが多すぎます。しばらくしてから再度お試しください。',
  'text.unsafeCharacter':
    '見えない文字または制御文字（{{character}}）が含まれています。削除してください。名前とハンドル名には表示される文字だけを使えます。',
  'checkout.linesUnavailable':
    'カート内の一部の作品は購入できなくなりました。削除してから購入手続きに進んでください。',
};
