import type { MaterialsCatalogue } from './en';

export const ja: MaterialsCatalogue = {
  texts: {
    parts: 'パーツ',
    partsHint: 'パーツを選んで、その素材とお客様が選べる素材を設定します。',
    showLinked: 'カラー展開に連動するパーツを表示',
    linkedHidden: '非表示のカラー展開連動パーツ：{{count}}',
    noMaterial: '素材なし',
    allLinkedTitle: 'すべてのパーツがカラー展開に連動しています',
    allLinkedText: 'この作品のパーツの素材はカラー展開で選びます。',
    openColorways: 'カラー展開を開く',
    backToParts: 'パーツに戻る',
    selectable: '選択できる素材',
    chooseHint: '選んだ素材がデザインに表示されます。',
    linkedNote: 'このパーツはカラー展開「{{group}}」に連動し、素材はそのオプションに合わせて変わります。',
    current: '現在',
    search: '名前で検索',
    sort: '並べ替え',
    loadMore: 'さらに読み込む',
    noResults: '「{{query}}」に一致する素材はありません。',
    noLibrary: 'ライブラリにはまだ素材がありません。',
    loadFailed: '素材を読み込めませんでした。',
    retry: '再試行',
    allowedHint:
      'ベースデザインがこのパーツに許可している素材です。お客様が選べるものにチェックを入れてください。',
    creatorLimited: 'このパーツに使える素材はベースデザインが決めます。',
    chosenForPart: 'このパーツで選択済み',
    cancel: 'キャンセル',
    chooseAtLeastOne: '素材を1つ以上チェックしてください。',
  },
  messages: {
    'material.linked': '連動',
    'material.editSelectable': '選択できる素材を編集',
    'material.library': 'あなたの素材ライブラリ',
    'material.sortNewest': '新しい順',
    'material.sortOldest': '古い順',
    'material.selectedCount': '{{count}} 個の素材を選択',
    'material.selectedList': '選択済み素材リスト',
    'empty.noParts':
      '利用できるパーツがありません。combination_config.parts が正しく設定されているか確認してください。',
    'empty.noOptions': '利用できるオプションがありません',
  },
};
