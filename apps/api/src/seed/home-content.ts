/**
 * The platform's home content in the storefront's eight languages (issue 18): header cards,
 * trend tile captions and the banner's message. It is content the platform edits (it lives in
 * home_items and the producer's metadata), not interface text, so it is seeded here rather
 * than in the web app's catalogues (docs/decisions.md, "Home content").
 */
type Localized = Readonly<Record<'en' | 'zh-TW' | 'zh-CN' | 'ja' | 'ko' | 'ru' | 'de' | 'fr', string>>;

export interface CardContent {
  /** The picture in assets/home/. */
  image: string;
  url: string;
  title: Localized;
  description: Localized;
}

export const HEADER_CARDS: readonly CardContent[] = [
  {
    image: 'home/card-shop.jpg',
    url: '/shop',
    title: {
      en: 'Shop made-to-order',
      'zh-TW': '選購訂製作品',
      'zh-CN': '选购定制作品',
      ja: '受注生産の作品を買う',
      ko: '주문 제작 상품 쇼핑',
      ru: 'Вещи на заказ',
      de: 'Auf Bestellung gefertigt',
      fr: 'Fait sur commande',
    },
    description: {
      en: 'Pieces cut and sewn when you order them.',
      'zh-TW': '每件作品在您下單後才裁剪縫製。',
      'zh-CN': '每件作品在您下单后才裁剪缝制。',
      ja: 'ご注文を受けてから裁断・縫製します。',
      ko: '주문하시면 그때 재단하고 봉제합니다.',
      ru: 'Кроим и шьём, когда вы заказываете.',
      de: 'Zugeschnitten und genäht, wenn Sie bestellen.',
      fr: 'Coupées et cousues quand vous commandez.',
    },
  },
  {
    image: 'home/card-design.jpg',
    url: '/intro/createingenesis',
    title: {
      en: 'Design in 3D',
      'zh-TW': '以 3D 設計',
      'zh-CN': '用 3D 设计',
      ja: '3D でデザイン',
      ko: '3D로 디자인',
      ru: 'Дизайн в 3D',
      de: 'In 3D gestalten',
      fr: 'Créez en 3D',
    },
    description: {
      en: 'Start from a prebuild and make it yours.',
      'zh-TW': '從基礎款開始，做成您的作品。',
      'zh-CN': '从基础款开始，做成您的作品。',
      ja: 'ベースモデルから、あなたの一着に。',
      ko: '기본 모델에서 시작해 나만의 작품으로.',
      ru: 'Начните с базовой модели и сделайте её своей.',
      de: 'Mit einem Grundmodell beginnen und es zu Ihrem machen.',
      fr: 'Partez d’un modèle de base et faites-le vôtre.',
    },
  },
  {
    image: 'home/card-creator-shop.jpg',
    url: '/become_creator',
    title: {
      en: 'Open a creator shop',
      'zh-TW': '開設創作者商店',
      'zh-CN': '开设创作者店铺',
      ja: 'クリエイターショップを開く',
      ko: '크리에이터 숍 열기',
      ru: 'Откройте магазин автора',
      de: 'Einen Creator-Shop eröffnen',
      fr: 'Ouvrez une boutique de créateur',
    },
    description: {
      en: 'Your own shop on your own sub-domain.',
      'zh-TW': '在您自己的子網域開設自己的商店。',
      'zh-CN': '在您自己的子域名开设自己的店铺。',
      ja: '自分のサブドメインに自分のショップを。',
      ko: '나만의 서브도메인에 나만의 숍을.',
      ru: 'Свой магазин на своём поддомене.',
      de: 'Ihr eigener Shop auf Ihrer eigenen Subdomain.',
      fr: 'Votre boutique sur votre propre sous-domaine.',
    },
  },
  {
    image: 'home/card-manufacturers.jpg',
    url: '/intro/manufacturingingenesis',
    title: {
      en: 'For manufacturers',
      'zh-TW': '製造商專區',
      'zh-CN': '制造商专区',
      ja: 'メーカーの方へ',
      ko: '제조사를 위한 안내',
      ru: 'Для производителей',
      de: 'Für Hersteller',
      fr: 'Pour les fabricants',
    },
    description: {
      en: 'Publish prebuilds and manage production.',
      'zh-TW': '發布基礎款並管理生產。',
      'zh-CN': '发布基础款并管理生产。',
      ja: 'ベースモデルを公開し、生産を管理。',
      ko: '기본 모델을 게시하고 생산을 관리하세요.',
      ru: 'Публикуйте модели и управляйте производством.',
      de: 'Grundmodelle veröffentlichen und die Produktion steuern.',
      fr: 'Publiez des modèles de base et gérez la production.',
    },
  },
];

export interface TrendContent {
  uid: string;
  category: string;
  size: [number, number];
  type: 'video' | 'image';
  /** assets/ path: a video served as it is, or a picture put in image storage. */
  file: string;
  /** A video's still, in assets/. */
  poster?: string;
  redirect: string;
  title: Localized;
  caption: Localized;
}

export const TREND_TILES: readonly TrendContent[] = [
  {
    uid: 'trend-fleece-turntable',
    category: 'Streetwear',
    size: [2, 2],
    type: 'video',
    file: 'videos/hoodie-turntable.webm',
    poster: 'videos/hoodie-turntable.jpg',
    redirect: '/shop',
    title: {
      en: 'Forest fleece, all the way round',
      'zh-TW': '森林綠刷毛，360 度細看',
      'zh-CN': '森林绿抓绒，360 度细看',
      ja: 'フォレストフリースを 360°',
      ko: '포레스트 플리스, 360도로',
      ru: 'Лесной флис со всех сторон',
      de: 'Waldgrünes Fleece, rundum',
      fr: 'Polaire forêt, sous tous les angles',
    },
    caption: {
      en: 'Every hoodie is made after you order it.',
      'zh-TW': '每件連帽衫都在您下單後製作。',
      'zh-CN': '每件连帽衫都在您下单后制作。',
      ja: 'パーカーはすべてご注文後に製作します。',
      ko: '모든 후디는 주문 후에 제작됩니다.',
      ru: 'Каждое худи шьём после заказа.',
      de: 'Jeder Hoodie wird erst nach Ihrer Bestellung gefertigt.',
      fr: 'Chaque sweat est fabriqué après votre commande.',
    },
  },
  {
    uid: 'trend-peach-tee',
    category: 'Graphic',
    size: [2, 2],
    type: 'image',
    file: 'home/trend-tshirt.jpg',
    redirect: '/shop',
    title: {
      en: 'Peach jersey season',
      'zh-TW': '蜜桃色針織季',
      'zh-CN': '蜜桃色针织季',
      ja: 'ピーチジャージーの季節',
      ko: '피치 저지 시즌',
      ru: 'Сезон персикового джерси',
      de: 'Pfirsich-Jersey-Saison',
      fr: 'La saison du jersey pêche',
    },
    caption: {
      en: 'Soft tees with badges printed to order.',
      'zh-TW': '柔軟 T 恤，徽章按訂單印製。',
      'zh-CN': '柔软 T 恤，徽章按订单印制。',
      ja: 'やわらかな T シャツに、注文ごとのプリント。',
      ko: '부드러운 티셔츠에 주문마다 인쇄하는 배지.',
      ru: 'Мягкие футболки с принтом под заказ.',
      de: 'Weiche Shirts, Aufdruck auf Bestellung.',
      fr: 'Des t-shirts doux, imprimés à la commande.',
    },
  },
  {
    uid: 'trend-corduroy-cap',
    category: 'Minimal',
    size: [2, 1],
    type: 'image',
    file: 'home/trend-cap.jpg',
    redirect: '/shop',
    title: {
      en: 'Corduroy caps',
      'zh-TW': '燈芯絨棒球帽',
      'zh-CN': '灯芯绒棒球帽',
      ja: 'コーデュロイキャップ',
      ko: '코듀로이 캡',
      ru: 'Вельветовые кепки',
      de: 'Cord-Caps',
      fr: 'Casquettes en velours',
    },
    caption: {
      en: 'Rust crowns, leather brims.',
      'zh-TW': '鏽紅帽身，皮革帽簷。',
      'zh-CN': '锈红帽身，皮革帽檐。',
      ja: 'ラストのクラウンにレザーのつば。',
      ko: '러스트 크라운, 가죽 챙.',
      ru: 'Ржавая тулья, кожаный козырёк.',
      de: 'Rostrote Krone, Lederschirm.',
      fr: 'Calotte rouille, visière en cuir.',
    },
  },
  {
    uid: 'trend-canvas-tote',
    category: 'Minimal',
    size: [2, 2],
    type: 'image',
    file: 'home/trend-tote.jpg',
    redirect: '/shop',
    title: {
      en: 'Canvas for every day',
      'zh-TW': '日常帆布袋',
      'zh-CN': '日常帆布袋',
      ja: '毎日のキャンバス',
      ko: '매일 드는 캔버스',
      ru: 'Холст на каждый день',
      de: 'Canvas für jeden Tag',
      fr: 'De la toile pour tous les jours',
    },
    caption: {
      en: 'Natural canvas totes with cognac leather.',
      'zh-TW': '天然帆布托特包，搭配干邑色皮革。',
      'zh-CN': '天然帆布托特包，搭配干邑色皮革。',
      ja: 'ナチュラルキャンバスにコニャックレザー。',
      ko: '내추럴 캔버스에 코냑 가죽을 더한 토트백.',
      ru: 'Сумки из натурального холста с коньячной кожей.',
      de: 'Naturcanvas-Taschen mit cognacfarbenem Leder.',
      fr: 'Des cabas en toile naturelle et cuir cognac.',
    },
  },
];

/** The platform banner's message: it says the most important promise a shopper must know. */
export const BANNER = {
  image: 'home/banner.jpg',
  link: '/intro/shopingenesis',
  aspectRatio: 4,
  title: {
    en: 'Pre-orders: charged only when the goal is reached',
    'zh-TW': '預購：達到目標才收費',
    'zh-CN': '预购：达到目标才收费',
    ja: '予約注文：目標に達したときだけ請求',
    ko: '사전 주문: 목표를 달성해야만 결제',
    ru: 'Предзаказ: оплата только при достижении цели',
    de: 'Vorbestellungen: nur berechnet, wenn das Ziel erreicht ist',
    fr: 'Précommandes : débitées seulement si l’objectif est atteint',
  },
  text: {
    en: 'If a campaign misses its goal, it is cancelled and refunded.',
    'zh-TW': '若未達目標，預購將取消並退款。',
    'zh-CN': '若未达目标，预购将取消并退款。',
    ja: '目標に届かなかった場合は、キャンセルして返金します。',
    ko: '목표에 못 미치면 주문이 취소되고 환불됩니다.',
    ru: 'Если цель не достигнута, заказ отменяется и деньги возвращаются.',
    de: 'Wird das Ziel verfehlt, wird storniert und erstattet.',
    fr: 'Si l’objectif n’est pas atteint, la précommande est annulée et remboursée.',
  },
} as const;
