import type { NotificationTexts } from './en';

export const ru: NotificationTexts = {
  yourCreation: 'ваше изделие',
  yourPreorder: 'Ваш предзаказ',
  'follow.title': 'Новый подписчик',
  'follow.text': '{{name}} подписался(-ась) на вас.',
  'favourite.title': 'Новое избранное',
  'favourite.text': '{{name}} добавил(а) {{creation}} в избранное.',
  'order.placed.title': 'Заказ оформлен',
  'order.placed.text': 'Спасибо: ваш заказ «{{creation}}» ({{total}}) оформлен.',
  'order.awaitManual.title': 'Ожидаем оплату',
  'order.awaitManual.text':
    'Оплатите {{total}} через FPS на {{fpsId}} или банковским переводом на {{bankAccount}}, указав {{orderId}}. Магазин подтвердит ваш заказ «{{creation}}», как только поступят деньги.',
  'order.awaitPayment.title': 'Ожидаем оплату',
  'order.awaitPayment.text': 'Завершите оплату {{total}} за ваш заказ «{{creation}}».',
  'order.paidForGoal.title': 'Оплата получена',
  'order.paidForGoal.text':
    'Мы получили {{total}} за ваш заказ «{{creation}}». Его изготовят, когда предзаказ достигнет цели.',
  'order.paid.title': 'Оплата получена',
  'order.paid.text': 'Мы получили {{total}} за ваш заказ «{{creation}}».',
  'order.methodSaved.title': 'Предзаказ подтверждён',
  'order.methodSaved.text':
    'Способ оплаты сохранён для вашего заказа «{{creation}}»: деньги спишут, только если предзаказ достигнет цели.',
  'order.goalReached.title': 'Цель предзаказа достигнута',
  'order.goalReached.text':
    'Предзаказ достиг цели: за ваш заказ «{{creation}}» списано {{total}}, он передан в производство.',
  'order.goalMissedRefunded.title': 'Цель предзаказа не достигнута',
  'order.goalMissedRefunded.text':
    'Предзаказ не достиг цели: ваш заказ «{{creation}}» отменён, {{total}} возвращены.',
  'order.goalMissed.title': 'Цель предзаказа не достигнута',
  'order.goalMissed.text': 'Предзаказ не достиг цели: ваш заказ «{{creation}}» отменён, деньги не списаны.',
  'order.inProduction.title': 'В производстве',
  'order.inProduction.text': 'Ваш заказ «{{creation}}» изготавливается.',
  'order.shippedTracked.title': 'Заказ отправлен',
  'order.shippedTracked.text':
    'Ваш заказ «{{creation}}» в пути, перевозчик {{carrier}}, трек-номер {{tracking}}.',
  'order.shipped.title': 'Заказ отправлен',
  'order.shipped.text': 'Ваш заказ «{{creation}}» в пути.',
  'order.delivered.title': 'Заказ доставлен',
  'order.delivered.text': 'Ваш заказ «{{creation}}» доставлен. Носите с удовольствием!',
  'order.cancelled.title': 'Заказ отменён',
  'order.cancelled.text': 'Ваш заказ «{{creation}}» отменён.',
  'order.refunded.title': 'Деньги возвращены',
  'order.refunded.text': '{{total}} за ваш заказ «{{creation}}» возвращены.',
  'order.creatorNew.title': 'Новый заказ вашего изделия',
  'order.creatorNew.text': '{{buyer}} заказал(а) «{{creation}}» ({{total}}).',
  'order.producerNew.title': 'Новый заказ в производство',
  'order.producerNew.text': '{{buyer}} заказал(а) «{{creation}}»; изготовление после оплаты.',
  'order.producerPaid.title': 'Заказ оплачен: можно изготавливать',
  'order.producerPaid.text': '«{{creation}}» для {{buyer}} оплачен и добавлен в очередь производства.',
  'goal.creatorReached.title': 'Цель предзаказа достигнута',
  'goal.creatorReached.text':
    '«{{creation}}» достиг цели предзаказа: деньги за каждый заказ списаны, заказы переданы в производство.',
  'goal.creatorMissed.title': 'Цель предзаказа не достигнута',
  'goal.creatorMissed.text': '«{{creation}}» не достиг цели предзаказа: заказы отменены, деньги не списаны.',
  'goal.producerReached.title': 'Цель предзаказа достигнута',
  'goal.producerReached.text':
    '«{{creation}}» достиг цели предзаказа: заказы добавлены в очередь производства.',
  'goal.producerMissed.title': 'Цель предзаказа не достигнута',
  'goal.producerMissed.text': '«{{creation}}» не достиг цели предзаказа: изготавливать нечего.',
  'campaign.creatorReached.title': 'Цель предзаказа достигнута',
  'campaign.creatorReached.text':
    '«{{creation}}» достиг цели: {{ordered}} из {{minimum}} шт. Деньги за каждый заказ списаны, производство начинается.',
  'campaign.creatorMissed.title': 'Цель предзаказа не достигнута',
  'campaign.creatorMissed.text':
    '«{{creation}}» завершился с {{ordered}} из {{minimum}} шт.: все заказы отменены, деньги не списаны (полученные деньги возвращаются).',
  'campaign.producerReached.title': 'Предзаказ готов к производству',
  'campaign.producerReached.text':
    '«{{creation}}» достиг цели: {{ordered}} из {{minimum}} шт. Заказы в вашей очереди производства.',
  'campaign.producerMissed.title': 'Предзаказ отменён',
  'campaign.producerMissed.text':
    '«{{creation}}» не достиг цели: {{ordered}} из {{minimum}} шт. Заказы отменены, изготавливать нечего.',
};
