import { shouldShowHomeNotice, mediaSrc } from '@atelier/domain';
import type { HomeNotice as Notice } from '@atelier/schema';
import { Button, Dialog, useTranslation } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { localized } from './localized';
import { lastShown, NOTICE_SHOWN_KEY } from './noticeSeen';

export { NOTICE_SHOWN_KEY };

/** 000 §4 the welcome notice: once a day, dismissed by the backdrop or its button. */
export function HomeNotice({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => shouldShowHomeNotice(notice, lastShown(), new Date()));
  useEffect(() => {
    if (!open) return;
    try {
      localStorage.setItem(NOTICE_SHOWN_KEY, new Date().toISOString());
    } catch {
      // Without storage the notice may show again next visit; that is all.
    }
  }, [open]);
  const title = localized(notice.title, i18n.language) || t('notifications.welcomeTitle');
  const link = notice.link;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      size="sm"
      data-testid="home-notice"
      footer={
        <>
          {link && (
            <Button
              onClick={() => {
                setOpen(false);
                navigate(link);
              }}
            >
              {t('notice.readMore')}
            </Button>
          )}
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('notice.dismiss')}
          </Button>
        </>
      }
    >
      {notice.image && <img className="home-notice__image" src={mediaSrc(notice.image, 500)} alt="" />}
      <p>{localized(notice.text, i18n.language)}</p>
    </Dialog>
  );
}
