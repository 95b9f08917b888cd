import type { HelpCatalogue } from './en';

export const ko: HelpCatalogue = {
  'footer.tagline': '독립 크리에이터가 디자인하고 홍콩에서 당신을 위해 만드는 주문 제작 패션.',
  'footer.helpHeading': '고객 지원',
  'footer.shopHeading': '쇼핑',
  'footer.home': '홈',
  'footer.shop': '숍',
  'footer.creators': '크리에이터',
  'footer.becomeCreator': '크리에이터 되기',
  'footer.paymentHeading': '결제 수단',
  'footer.bankTransfer': '계좌 이체',
  'footer.bankNote': '주문 후 FPS 또는 계좌 이체로 결제하시면 담당자가 직접 입금을 확인합니다.',
  'footer.cardNote': '카드는 Stripe의 보안 페이지에서 결제되며, Atelier는 카드 번호를 볼 수 없습니다.',
  'footer.preferencesHeading': '언어 및 통화',
  'footer.pricesNote': '가격은 홍콩 달러(HK$) 기준이며 배송비는 포함되지 않습니다. 다른 통화는 참고용입니다.',
  'footer.copyright': '© {{year}} Atelier, 홍콩. 모든 권리 보유.',
  'help.nav': '도움말 페이지',
  'help.lastUpdated': '최종 업데이트: {{date}}',
  'contact.title': '문의하기',
  'shipping.title': '배송 및 반품',
  'refunds.title': '환불 정책',
  'privacy.title': '개인정보 처리방침',
  'terms.title': '이용약관',
  'contact.intro':
    '주문, 사이즈, 맞춤 제작에 관해 궁금한 점이 있으신가요? 메시지를 보내 주시면 홍콩 스튜디오 담당자가 영업일 기준 2일 이내에 답변드립니다.',
  'contact.emailHeading': '이메일',
  'contact.hoursHeading': '운영 시간',
  'contact.hours': '월요일~금요일, 홍콩 시간 10:00–18:00 (공휴일 제외).',
  'contact.formHeading': '메시지 보내기',
  'contact.name': '이름',
  'contact.email': '이메일',
  'contact.order': '주문 번호 (선택)',
  'contact.message': '메시지',
  'contact.send': '메시지 보내기',
  'contact.sending': '보내는 중…',
  'contact.sent': '감사합니다. 메시지를 보냈습니다. {{email}}(으)로 답변드리겠습니다.',
  'contact.nameRequired': '이름을 입력하세요.',
  'contact.emailInvalid': '올바른 이메일 주소를 입력하세요.',
  'contact.messageShort': '10자 이상 입력하세요.',
  'contact.messageLong': '5000자 이하로 입력하세요.',
  'contact.rateLimited': '짧은 시간에 여러 메시지를 보내셨습니다. 몇 분 후에 다시 시도해 주세요.',
  'contact.failed': '메시지를 보내지 못했습니다. 다시 시도하시거나 이메일로 직접 연락해 주세요.',
  'shipping.intro': 'Atelier의 모든 작품은 주문을 받은 뒤에 제작됩니다. 제작 기간과 배송 방법을 안내합니다.',
  'shipping.productionHeading': '제작 기간',
  'shipping.production':
    '평균 제작 기간은 영업일 기준 5-7일입니다. 주문 제작 작품은 영업일 기준 10-15일이 걸리며, 각 작품 페이지에 어느 쪽인지 표시됩니다.',
  'shipping.preorder':
    '사전 주문은 캠페인이 목표에 도달하면 제작을 시작하며, 제작 기간은 그날부터 계산합니다.',
  'shipping.costsHeading': '배송비',
  'shipping.costs':
    '가격에는 배송비가 포함되지 않습니다. 홍콩에서 발송하며, 배송비는 목적지와 소포에 따라 달라지고 발송 전에 확인해 드립니다.',
  'shipping.trackingHeading': '배송 및 조회',
  'shipping.tracking':
    '주문이 발송되면 이메일로 알려 드리며, 택배사와 운송장 번호는 내 주문의 해당 주문 페이지에도 표시됩니다.',
  'shipping.returnsHeading': '반품',
  'shipping.returns':
    '모든 작품이 주문 제작이므로 단순 변심이나 사이즈를 잘못 고른 경우에는 반품할 수 없습니다. 파손되었거나 표기가 잘못된 상품은 환불 정책에 따라 환불합니다.',
  'shipping.refundLink': '환불 정책 읽기',
  'refunds.intro': 'Atelier의 모든 작품은 주문 제작입니다. 환불 조건과 방법은 다음과 같습니다.',
  'refunds.policy':
    '환불은 파손되었거나 표기가 잘못된 상품에 한하며, 수령 후 7일 이내에 알려 주셔야 합니다. 반품 배송비는 구매자 부담이며, 최초 배송비는 환불되지 않습니다.',
  'refunds.eligibleHeading': '환불 대상',
  'refunds.eligible': '상품이 파손된 채 도착했거나 표기가 잘못된 경우(예: 사이즈 라벨 오류) 환불해 드립니다.',
  'refunds.howHeading': '환불 요청 방법',
  'refunds.how': '수령 후 7일 이내에 문의 양식으로 주문 번호와 파손 부위 또는 라벨 사진을 함께 보내 주세요.',
  'refunds.shippingHeading': '배송비',
  'refunds.shipping': '반품 배송비는 구매자 부담입니다. 최초 배송비는 환불되지 않습니다.',
  'refunds.paymentHeading': '환불 방식',
  'refunds.payment':
    '카드 결제는 Stripe를 통해 같은 카드로 환불되고, FPS 또는 계좌 이체 결제는 담당자가 계좌로 직접 송금합니다. 은행에 따라 반영까지 며칠이 걸릴 수 있습니다.',
  'refunds.preorderHeading': '사전 주문',
  'refunds.preorder':
    '사전 주문 캠페인이 목표에 도달하지 못하면 주문은 취소되고 요금이 청구되지 않으며, 이미 결제한 금액은 전액 환불됩니다.',
  'privacy.intro':
    '이 방침은 Atelier가 어떤 개인정보를 왜 수집하는지, 그리고 여러분이 무엇을 요청할 수 있는지 설명합니다. 당사는 홍콩 개인정보(프라이버시) 조례(Cap. 486)를 따릅니다.',
  'privacy.collectHeading': '수집하는 정보',
  'privacy.collect':
    '계정 정보(이름, 핸들, 이메일 주소, 해시 처리된 비밀번호), 주문, 배송 주소와 연락처, 작품을 맞춤 설정하며 추가한 답변과 이미지, 보내 주신 메시지.',
  'privacy.useHeading': '이용 목적',
  'privacy.use':
    '주문의 제작, 배송, 지원, 계정과 크리에이터 숍 운영, 문의 답변을 위해 이용합니다. 데이터를 판매하지 않으며 동의 없이 마케팅 이메일을 보내지 않습니다.',
  'privacy.shareHeading': '공유 대상',
  'privacy.share':
    '작품을 만드는 생산자, 결제 대행사(카드 결제는 Stripe), 소포를 배송하는 택배사에게 각자 업무에 필요한 정보만 제공합니다.',
  'privacy.deviceHeading': '기기에 저장되는 정보',
  'privacy.device':
    '세션 쿠키로 로그인 상태를 유지합니다. 언어, 통화, 테마 설정은 브라우저에 저장됩니다. 광고용 쿠키는 사용하지 않습니다.',
  'privacy.rightsHeading': '이용자의 권리',
  'privacy.rights':
    '개인정보 사본 요청, 정정 요청, 계정 삭제 요청을 할 수 있습니다. 문의 페이지로 연락해 주시면 조례에 따라 40일 이내에 답변드립니다.',
  'terms.intro':
    '이 약관은 Atelier를 이용하거나 구매할 때 적용됩니다. Atelier는 홍콩에서 운영하는 마켓플레이스로, 독립 크리에이터가 디자인하고 생산자가 주문 제작합니다.',
  'terms.accountHeading': '계정',
  'terms.account':
    '비밀번호는 본인만 알고 있어야 하며, 계정에서 이루어진 일에 대한 책임은 이용자에게 있습니다. 약관을 위반한 계정은 폐쇄될 수 있습니다.',
  'terms.ordersHeading': '주문 및 가격',
  'terms.orders':
    '가격은 홍콩 달러(HK$) 기준이며 배송비는 포함되지 않습니다. 다른 통화는 참고용입니다. 주문과 결제가 완료되면 작품 제작이 시작됩니다.',
  'terms.preorderHeading': '사전 주문',
  'terms.preorder':
    '사전 주문은 캠페인이 마감일까지 목표에 도달한 경우에만 결제됩니다. 그렇지 않으면 취소되며 요금이 청구되지 않습니다.',
  'terms.contentHeading': '디자인 및 콘텐츠',
  'terms.content':
    '디자인에 대한 권리는 크리에이터에게 있으며, 크리에이터는 Atelier가 이를 전시하고 판매하도록 허락합니다. 디자인을 복제하거나 사용할 권리가 없는 이미지를 올리지 마세요.',
  'terms.liabilityHeading': '환불 및 이용자의 권리',
  'terms.liability':
    '환불은 환불 정책을 따릅니다. 이 약관은 홍콩 소비자법에 따른 이용자의 권리를 제한하지 않습니다.',
  'terms.lawHeading': '준거법',
  'terms.law': '이 약관은 홍콩특별행정구의 법률을 따릅니다.',
};
