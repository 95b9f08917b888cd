import type { ErrorTexts } from './en';

export const ko: ErrorTexts = {
  unauthorised: '먼저 로그인해 주세요.',
  forbidden: '이 작업을 할 수 있는 권한이 없습니다.',
  invalidInput: '요청이 올바르지 않습니다.',
  internal: '저희 쪽에서 문제가 발생했습니다.',
  'body.tooDeep': '요청 본문이 {{max}}단계보다 깊게 중첩되어 있습니다.',
  'partnerOrigin.publicSuffix':
    "'{{origin}}'은(는) 여러 소유자의 사이트를 포함하는 공개 접미사 '{{suffix}}' 전체에 대한 와일드카드입니다. https://*.yourshop.{{suffix}}처럼 본인의 도메인을 지정하세요.",
  notFound: '{{what}}을(를) 찾을 수 없습니다.',
  'noun.that': '대상',
  'noun.creation': '작품',
  'noun.user': '사용자',
  'noun.cartItem': '장바구니 상품',
  'noun.image': '이미지',
  'noun.order': '해당 주문',
  'noun.notification': '알림',
  emailTaken: '이 이메일로 된 계정이 이미 있습니다.',
  handleTaken: '이 핸들은 이미 사용 중입니다.',
  accountTaken: '이 이메일 또는 핸들은 이미 사용 중입니다.',
  rateLimited: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  signInLimitedAccount:
    '이 계정의 로그인 실패가 너무 많습니다. {{minutes}}분 후에 다시 시도하거나, 전에 로그인한 브라우저에서 로그인하거나, "비밀번호를 잊으셨나요?"로 새 비밀번호를 설정해 주세요.',
  signInLimitedAddress:
    '사용 중인 네트워크의 로그인 실패가 너무 많습니다. {{minutes}}분 후에 다시 시도해 주세요.',
  signInLimitedDevice: '이 브라우저의 로그인 실패가 너무 많습니다. {{minutes}}분 후에 다시 시도해 주세요.',
  signUpLimited:
    '사용 중인 네트워크에서 만든 새 계정이 너무 많습니다. {{minutes}}분 후에 다시 시도해 주세요.',
  emailUnconfirmed:
    '먼저 이메일 주소를 확인해 주세요. {{email}}(으)로 링크를 보냈습니다. 링크를 연 다음 다시 시도해 주세요.',
  signUpConfirmationSent:
    '메일을 확인해 주세요. {{email}}(으)로 링크를 보냈습니다. 링크를 열어 계정 만들기를 완료하세요.',
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  roleMissing: '해당 역할이 없습니다.',
  creatingClosed: '이 사이트에서는 제작이 열려 있지 않습니다.',
  followSelf: '자기 자신은 팔로우할 수 없습니다.',
  favouritesPrivate: '@{{atName}} 님은 즐겨찾기를 비공개로 설정했습니다.',
  'cart.severalSizes': '이 항목에는 여러 사이즈가 있습니다. 사이즈와 수량 목록을 보내 주세요.',
  'cart.oneSize': '이 항목은 사이즈가 하나입니다. 수량을 보내 주세요.',
  notOrderable: '이 작품은 지금 주문할 수 없습니다.',
  sampleCreatorOnly: '샘플은 크리에이터만 주문할 수 있습니다.',
  sizeUnavailable: '{{sizes}} 사이즈는 구매할 수 없습니다.',
  'image.notBase64': '이미지가 base64 형식이 아닙니다.',
  'image.empty': '이미지가 비어 있습니다.',
  'image.tooLarge': '이미지가 {{bytes}}바이트보다 큽니다.',
  'image.tooManyPixels':
    '이미지가 {{width}} x {{height}} px입니다. 한 변은 최대 {{side}} px, 전체는 최대 {{pixels}} 픽셀이어야 합니다.',
  'image.unreadable': '이미지를 읽을 수 없습니다. 파일이 손상되었거나 불완전합니다.',
  'image.unsupported': 'PNG, JPEG, WebP, GIF 또는 AVIF 이미지를 보내 주세요.',
  'image.notResizable': '저장된 이미지의 크기를 조정할 수 없습니다.',
  'image.busy': '지금 많은 이미지를 처리하고 있습니다. {{seconds}}초 후에 다시 시도해 주세요.',
  'image.quotaCount':
    '{{minutes}}분마다 이미지를 {{count}}개까지 업로드할 수 있습니다. 나중에 다시 시도해 주세요.',
  'image.quotaBytes':
    '{{minutes}}분마다 이미지를 {{megabytes}}MB까지 업로드할 수 있습니다. 나중에 다시 시도해 주세요.',
  'cart.empty': '장바구니가 비어 있습니다',
  'preorder.alreadyEnded': '사전 주문이 종료되었습니다',
  'quantity.outOfRange': '{{min}}에서 {{max}} 사이의 수량을 선택해 주세요',
  'sample.selectAtLeastOneSize': '사이즈를 하나 이상 선택해 주세요.',
  'creation.prebuildLocked':
    '게시된 작품은 베이스 제품을 바꿀 수 없습니다. 다른 베이스를 쓰려면 게시를 취소하세요.',
  'creation.prebuildRequired': '작품에는 베이스 제품이 필요합니다. 하나 이상 남겨 두세요.',
  'cart.lineUnavailable': '이 작품은 더 이상 구매할 수 없습니다. 장바구니에서 삭제하세요.',
  'password.wrong': '비밀번호가 올바르지 않습니다.',
  'password.tooManyTries': '잘못된 비밀번호를 너무 많이 입력했습니다. 잠시 후 다시 시도해 주세요.',
  'text.unsafeCharacter':
    '보이지 않는 문자 또는 제어 문자({{character}})가 있습니다. 삭제해 주세요. 이름과 핸들에는 보이는 문자만 쓸 수 있습니다.',
  'checkout.linesUnavailable': '장바구니의 일부 작품은 더 이상 구매할 수 없습니다. 삭제한 뒤 결제하세요.',
};
