import type { MaterialsCatalogue } from './en';

export const ru: MaterialsCatalogue = {
  texts: {
    parts: 'Детали',
    partsHint: 'Выберите деталь, чтобы задать её материал и материалы, доступные покупателям.',
    showLinked: 'Показать детали, связанные с расцветкой',
    linkedHidden: 'Скрыто деталей, связанных с расцветкой: {{count}}',
    noMaterial: 'Нет материала',
    allLinkedTitle: 'Все детали следуют расцветкам',
    allLinkedText: 'Материалы деталей этого изделия выбираются через её расцветки.',
    openColorways: 'Открыть расцветки',
    backToParts: 'Назад к деталям',
    selectable: 'Доступные материалы',
    chooseHint: 'Выбранный материал показывается в дизайне.',
    linkedNote:
      'Эта деталь следует расцветке «{{group}}»: её материал меняется вместе с вариантом расцветки.',
    current: 'Текущий',
    search: 'Поиск по названию',
    sort: 'Сортировка',
    loadMore: 'Загрузить ещё',
    noResults: 'Нет материалов по запросу «{{query}}».',
    noLibrary: 'В вашей библиотеке пока нет материалов.',
    loadFailed: 'Не удалось загрузить материалы.',
    retry: 'Повторить',
    allowedHint:
      'Эти материалы разрешены для детали в базовой модели. Отметьте те, что смогут выбирать покупатели.',
    creatorLimited: 'Какие материалы доступны для этой детали, решает базовая модель.',
    chosenForPart: 'Выбран для детали',
    cancel: 'Отмена',
    chooseAtLeastOne: 'Отметьте хотя бы один материал.',
  },
  messages: {
    'material.linked': 'Связано',
    'material.editSelectable': 'Изменить доступные материалы',
    'material.library': 'Ваша библиотека материалов',
    'material.sortNewest': 'Сначала новые',
    'material.sortOldest': 'Сначала старые',
    'material.selectedCount': 'Выбрано материалов: {{count}}',
    'material.selectedList': 'Список выбранных материалов',
    'empty.noParts': 'Нет доступных деталей. Проверьте, что combination_config.parts настроен правильно.',
    'empty.noOptions': 'Нет доступных вариантов',
  },
};
