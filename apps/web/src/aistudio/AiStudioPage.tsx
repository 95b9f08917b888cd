import { mediaSrc } from '@atelier/domain';
import { Button, EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { ImageIcon } from 'lucide-react';
import { NotAllowed, RequireSession } from '../account/access';
import { type AiImage, useAiConfig, useAiImages } from '../editor/design/ai/aiImagesApi';
import { AiImageGenerator } from '../editor/design/ai/AiImageGenerator';
import { type AiText, useAiText } from '../editor/design/ai/i18n/useAiText';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import './aistudio.css';

function Library({ t, images }: { t: AiText; images: readonly AiImage[] }) {
  if (images.length === 0)
    return (
      <EmptyState level={2} icon={<ImageIcon />} title={t('emptyTitle')}>
        <p>{t('emptyText')}</p>
      </EmptyState>
    );
  return (
    <ul className="aistudio__grid" data-testid="aistudio-library">
      {images.map((image) => (
        <li key={image.id} className="aistudio__item">
          <a
            href={image.imageUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t('open')}: ${image.prompt}`}
          >
            <img
              src={mediaSrc(image.imageUrl, 500)}
              alt={t('imageAlt', { prompt: image.prompt })}
              loading="lazy"
            />
          </a>
          <p className="aistudio__prompt">{image.prompt}</p>
          <time className="aistudio__time" dateTime={image.createdAt}>
            {new Date(image.createdAt).toLocaleString()}
          </time>
        </li>
      ))}
    </ul>
  );
}

function Studio() {
  const { t, ready } = useAiText();
  const config = useAiConfig();
  const enabled = config.data?.enabled === true;
  const list = useAiImages(true);
  usePageTitle(ready ? t('studioTitle') : null);
  if (!ready || config.isPending) return <Skeleton height={320} />;
  return (
    <div className="aistudio">
      <header className="aistudio__head">
        <h1>{t('studioTitle')}</h1>
        <p>{t('studioIntro')}</p>
      </header>
      {enabled && config.data ? (
        <section className="aistudio__generate" aria-label={t('title')}>
          <AiImageGenerator t={t} promptMax={config.data.promptMax} onGenerated={() => undefined} />
        </section>
      ) : (
        <section className="aistudio__generate ai-howto" data-testid="ai-not-configured">
          <h2>{t('notConfiguredTitle')}</h2>
          <p>{t('notConfigured', { env: (config.data?.env ?? []).join(', ') })}</p>
        </section>
      )}
      <section aria-labelledby="aistudio-library-title" className="aistudio__library">
        <h2 id="aistudio-library-title">{t('library')}</h2>
        {list.isPending ? (
          <Skeleton height={200} />
        ) : list.isError ? (
          <EmptyState
            level={2}
            title={list.error.message}
            action={<Button onClick={() => void list.refetch()}>↻</Button>}
          />
        ) : (
          <Library t={t} images={list.data} />
        )}
      </section>
    </div>
  );
}

/** /aistudio: a creator's AI images: generate from a prompt, and every image made so far. */
export function AiStudioPage() {
  const { t } = useTranslation();
  const m = useMessage();
  return (
    <RequireSession>
      {(session) =>
        session.user.is_creator ? (
          <Studio />
        ) : (
          <NotAllowed
            title={t('access.creatorOnly')}
            text={t('access.creatorOnlyText')}
            action={
              <LinkButton to="/become_creator" variant="primary">
                {m('nav.becomeCreator')}
              </LinkButton>
            }
          />
        )
      }
    </RequireSession>
  );
}
