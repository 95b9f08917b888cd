import type { NotificationTexts } from './en';

export const ko: NotificationTexts = {
  yourCreation: '내 작품',
  yourPreorder: '내 사전 주문',
  'follow.title': '새 팔로워',
  'follow.text': '{{name}} 님이 회원님을 팔로우하기 시작했습니다.',
  'favourite.title': '새 즐겨찾기',
  'favourite.text': '{{name}} 님이 {{creation}}을(를) 즐겨찾기에 추가했습니다.',
  'order.placed.title': '주문 완료',
  'order.placed.text': '감사합니다. {{creation}} 주문({{total}})이 접수되었습니다.',
  'order.awaitManual.title': '결제를 기다리고 있습니다',
  'order.awaitManual.text':
    '{{total}}을(를) FPS({{fpsId}}) 또는 계좌 이체({{bankAccount}})로 결제해 주세요. 참조 번호는 {{orderId}}입니다. 입금이 확인되면 {{creation}} 주문이 확정됩니다.',
  'order.awaitPayment.title': '결제를 기다리고 있습니다',
  'order.awaitPayment.text': '{{creation}} 주문의 {{total}} 결제를 완료해 주세요.',
  'order.paidForGoal.title': '결제 확인',
  'order.paidForGoal.text':
    '{{creation}} 주문의 {{total}}을(를) 받았습니다. 사전 주문이 목표에 도달하면 제작됩니다.',
  'order.paid.title': '결제 확인',
  'order.paid.text': '{{creation}} 주문의 {{total}}을(를) 받았습니다.',
  'order.methodSaved.title': '사전 주문 확정',
  'order.methodSaved.text':
    '{{creation}} 주문의 결제 수단이 저장되었습니다. 사전 주문이 목표에 도달하지 않으면 청구되지 않습니다.',
  'order.goalReached.title': '사전 주문 목표 달성',
  'order.goalReached.text':
    '사전 주문이 목표에 도달했습니다. {{creation}} 주문에 {{total}}이(가) 청구되고 제작에 들어갑니다.',
  'order.goalMissedRefunded.title': '사전 주문 목표 미달',
  'order.goalMissedRefunded.text':
    '사전 주문이 목표에 도달하지 못했습니다. {{creation}} 주문이 취소되고 {{total}}이(가) 환불됩니다.',
  'order.goalMissed.title': '사전 주문 목표 미달',
  'order.goalMissed.text':
    '사전 주문이 목표에 도달하지 못했습니다. {{creation}} 주문이 취소되며 청구되지 않습니다.',
  'order.inProduction.title': '제작 중',
  'order.inProduction.text': '{{creation}} 주문을 제작하고 있습니다.',
  'order.shippedTracked.title': '배송 시작',
  'order.shippedTracked.text':
    '{{creation}} 주문이 {{carrier}}(으)로 배송 중입니다. 운송장 번호: {{tracking}}.',
  'order.shipped.title': '배송 시작',
  'order.shipped.text': '{{creation}} 주문이 배송 중입니다.',
  'order.delivered.title': '배송 완료',
  'order.delivered.text': '{{creation}} 주문이 배송되었습니다. 즐겁게 사용하세요!',
  'order.cancelled.title': '주문 취소',
  'order.cancelled.text': '{{creation}} 주문이 취소되었습니다.',
  'order.refunded.title': '주문 환불',
  'order.refunded.text': '{{creation}} 주문의 {{total}}이(가) 환불되었습니다.',
  'order.creatorNew.title': '내 작품의 새 주문',
  'order.creatorNew.text': '{{buyer}} 님이 {{creation}}을(를) 주문했습니다({{total}}).',
  'order.producerNew.title': '새 제작 주문',
  'order.producerNew.text': '{{buyer}} 님이 {{creation}}을(를) 주문했습니다. 결제 후 제작합니다.',
  'order.producerPaid.title': '결제 완료: 제작 가능',
  'order.producerPaid.text': '{{buyer}} 님의 {{creation}}이(가) 결제되어 제작 대기열에 추가되었습니다.',
  'goal.creatorReached.title': '사전 주문 목표 달성',
  'goal.creatorReached.text':
    '{{creation}}이(가) 사전 주문 목표에 도달했습니다. 모든 주문이 청구되고 제작에 들어갑니다.',
  'goal.creatorMissed.title': '사전 주문 목표 미달',
  'goal.creatorMissed.text':
    '{{creation}}이(가) 사전 주문 목표에 도달하지 못했습니다. 주문이 취소되며 청구되지 않습니다.',
  'goal.producerReached.title': '사전 주문 목표 달성',
  'goal.producerReached.text':
    '{{creation}}이(가) 사전 주문 목표에 도달했습니다. 주문이 제작 대기열에 추가됩니다.',
  'goal.producerMissed.title': '사전 주문 목표 미달',
  'goal.producerMissed.text':
    '{{creation}}이(가) 사전 주문 목표에 도달하지 못했습니다. 제작할 것이 없습니다.',
  'campaign.creatorReached.title': '사전 주문 목표 달성',
  'campaign.creatorReached.text':
    '{{creation}}이(가) {{minimum}}개 중 {{ordered}}개로 목표에 도달했습니다. 모든 주문이 청구되고 제작이 시작됩니다.',
  'campaign.creatorMissed.title': '사전 주문 목표 미달',
  'campaign.creatorMissed.text':
    '{{creation}}이(가) {{minimum}}개 중 {{ordered}}개로 종료되었습니다. 모든 주문이 취소되며 청구되지 않습니다(이미 받은 금액은 환불됩니다).',
  'campaign.producerReached.title': '사전 주문 제작 준비 완료',
  'campaign.producerReached.text':
    '{{creation}}이(가) {{minimum}}개 중 {{ordered}}개로 목표에 도달했습니다. 주문이 제작 대기열에 있습니다.',
  'campaign.producerMissed.title': '사전 주문 취소',
  'campaign.producerMissed.text':
    '{{creation}}이(가) {{minimum}}개 중 {{ordered}}개로 목표에 도달하지 못했습니다. 주문이 취소되어 제작할 것이 없습니다.',
};
