import { useTranslation } from '@atelier/ui';
import { useMemo } from 'react';

/** Dates in the reader's language: the day for lists, day and time for the timeline. */
export function useOrderDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [language]);
}
