import type { NotificationTexts } from './en';

export const ja: NotificationTexts = {
  yourCreation: 'あなたの作品',
  yourPreorder: 'あなたの予約販売',
  'follow.title': '新しいフォロワー',
  'follow.text': '{{name}}さんがあなたをフォローしました。',
  'favourite.title': '新しいお気に入り',
  'favourite.text': '{{name}}さんが{{creation}}をお気に入りに追加しました。',
  'order.placed.title': 'ご注文を承りました',
  'order.placed.text': 'ありがとうございます。{{creation}}のご注文（{{total}}）を承りました。',
  'order.awaitManual.title': 'お支払いをお待ちしています',
  'order.awaitManual.text':
    '{{total}}をFPS（{{fpsId}}）または銀行振込（{{bankAccount}}）でお支払いください。参照番号は{{orderId}}です。入金を確認次第、{{creation}}のご注文を確定します。',
  'order.awaitPayment.title': 'お支払いをお待ちしています',
  'order.awaitPayment.text': '{{creation}}のご注文について、{{total}}のお支払いを完了してください。',
  'order.paidForGoal.title': 'お支払いを確認しました',
  'order.paidForGoal.text':
    '{{creation}}のご注文について{{total}}を受け取りました。予約販売が目標に達すると製作が始まります。',
  'order.paid.title': 'お支払いを確認しました',
  'order.paid.text': '{{creation}}のご注文について{{total}}を受け取りました。',
  'order.methodSaved.title': '予約を確定しました',
  'order.methodSaved.text':
    '{{creation}}のご注文のお支払い方法を保存しました。予約販売が目標に達しない限り請求はありません。',
  'order.goalReached.title': '予約販売が目標に達しました',
  'order.goalReached.text':
    '予約販売が目標に達しました。{{creation}}のご注文に{{total}}が請求され、製作に入ります。',
  'order.goalMissedRefunded.title': '予約販売が目標に届きませんでした',
  'order.goalMissedRefunded.text':
    '予約販売が目標に届きませんでした。{{creation}}のご注文はキャンセルされ、{{total}}が返金されます。',
  'order.goalMissed.title': '予約販売が目標に届きませんでした',
  'order.goalMissed.text':
    '予約販売が目標に届きませんでした。{{creation}}のご注文はキャンセルされ、請求はありません。',
  'order.inProduction.title': '製作中',
  'order.inProduction.text': '{{creation}}のご注文を製作しています。',
  'order.shippedTracked.title': '発送しました',
  'order.shippedTracked.text':
    '{{creation}}のご注文を{{carrier}}で発送しました。追跡番号は{{tracking}}です。',
  'order.shipped.title': '発送しました',
  'order.shipped.text': '{{creation}}のご注文を発送しました。',
  'order.delivered.title': 'お届けしました',
  'order.delivered.text': '{{creation}}のご注文をお届けしました。お楽しみください！',
  'order.cancelled.title': 'ご注文をキャンセルしました',
  'order.cancelled.text': '{{creation}}のご注文はキャンセルされました。',
  'order.refunded.title': '返金しました',
  'order.refunded.text': '{{creation}}のご注文の{{total}}を返金しました。',
  'order.creatorNew.title': 'あなたの作品に新しい注文',
  'order.creatorNew.text': '{{buyer}}さんが{{creation}}を注文しました（{{total}}）。',
  'order.producerNew.title': '新しい製作依頼',
  'order.producerNew.text': '{{buyer}}さんが{{creation}}を注文しました。お支払い後に製作します。',
  'order.producerPaid.title': '支払い済み：製作可能',
  'order.producerPaid.text': '{{buyer}}さんの{{creation}}は支払い済みで、製作キューに入りました。',
  'goal.creatorReached.title': '予約販売が目標に達しました',
  'goal.creatorReached.text': '{{creation}}が予約目標に達しました。すべての注文に請求され、製作に入ります。',
  'goal.creatorMissed.title': '予約販売が目標に届きませんでした',
  'goal.creatorMissed.text':
    '{{creation}}は予約目標に届きませんでした。注文はキャンセルされ、請求はありません。',
  'goal.producerReached.title': '予約販売が目標に達しました',
  'goal.producerReached.text': '{{creation}}が予約目標に達しました。注文が製作キューに入ります。',
  'goal.producerMissed.title': '予約販売が目標に届きませんでした',
  'goal.producerMissed.text': '{{creation}}は予約目標に届きませんでした。製作するものはありません。',
  'campaign.creatorReached.title': '予約販売が目標に達しました',
  'campaign.creatorReached.text':
    '{{creation}}は{{minimum}}点中{{ordered}}点で目標に達しました。すべての注文に請求され、製作が始まります。',
  'campaign.creatorMissed.title': '予約販売が目標に届きませんでした',
  'campaign.creatorMissed.text':
    '{{creation}}は{{minimum}}点中{{ordered}}点で終了しました。すべての注文はキャンセルされ、請求はありません（受け取った代金は返金されます）。',
  'campaign.producerReached.title': '予約販売の製作準備完了',
  'campaign.producerReached.text':
    '{{creation}}は{{minimum}}点中{{ordered}}点で目標に達しました。注文は製作キューに入っています。',
  'campaign.producerMissed.title': '予約販売がキャンセルされました',
  'campaign.producerMissed.text':
    '{{creation}}は{{minimum}}点中{{ordered}}点で目標に届きませんでした。注文はキャンセルされ、製作するものはありません。',
};
