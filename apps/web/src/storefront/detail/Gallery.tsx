import { galleryImageSources, mediaSrc, parseYouTubeVideoId, youTubeEmbedUrl } from '@atelier/domain';
import type { MediaPlate } from '@atelier/schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useDetailPhoneText } from './i18n/useDetailPhoneText';
import { useCarousel } from './useCarousel';
import { usePhoneLayout } from './usePhoneLayout';
import './gallery.css';

/** Whether the plate shows a picture (uploaded, linked or captured), not a video. */
const isPicture = (plate: MediaPlate | undefined): boolean =>
  plate !== undefined && plate.type !== 'video' && plate.type !== 'youtube';

interface PlateMediaProps {
  plate: MediaPlate;
  alt: string;
  first: boolean;
  /** False while the first plate's image loads: this image waits (see `Gallery`). */
  ready: boolean;
  /** Called once the first plate's image is loaded (or failed). */
  onFirstLoaded: () => void;
}

function PlateMedia({ plate, alt, first, ready, onFirstLoaded }: PlateMediaProps) {
  const url = plate.url ?? '';
  if (plate.type === 'video')
    return <video src={mediaSrc(url)} controls muted playsInline aria-label={alt} />;
  if (plate.type === 'youtube') {
    const video = parseYouTubeVideoId(url);
    return video ? (
      <iframe
        src={youTubeEmbedUrl(video)}
        title={alt}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    ) : null;
  }
  // 000 §9: 500 / 1200 / 1500 px, as the server preloads the first (the browser picks one).
  const { src, srcSet, sizes } = galleryImageSources(url);
  const waiting = !first && !ready;
  return (
    <img
      // A waiting image has no address yet: it holds its box and asks for nothing.
      src={waiting ? undefined : src}
      srcSet={waiting ? undefined : srcSet}
      sizes={sizes}
      // Plates are 4:5 boxes: the space is held before the image arrives (no layout shift).
      width={1200}
      height={1500}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      // The first plate is the page's largest paint (the server preloads it too).
      {...(first ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      style={{ objectFit: plate.fit }}
      {...(first
        ? {
            onLoad: onFirstLoaded,
            onError: onFirstLoaded,
            // From the preload, the picture may be complete before React listens.
            ref: (image: HTMLImageElement | null) => {
              if (image?.complete && image.currentSrc) onFirstLoaded();
            },
          }
        : {})}
    />
  );
}

/**
 * 000 §2 Gallery (waterfall): the creation's media plates, one under the other on a desktop;
 * on a phone (768 px or narrower) a swipeable, snapping row with a counter, dots and arrow
 * buttons, which the arrow keys move too (issue 18). Images at 500 / 1200 / 1500 px (000 §9).
 */
export function Gallery({ plates, name }: { plates: readonly MediaPlate[]; name: string }) {
  const { t } = useDetailPhoneText();
  const shown = plates.filter((plate) => plate.type !== 'empty' && plate.url);
  const total = shown.length;
  const { trackRef, index, goTo, onScroll, onKeyDown } = useCarousel(total);
  // The other plates' images wait until the first one has loaded: on a phone's connection
  // they would otherwise share its bandwidth (the next plates are close enough for lazy
  // loading to start at once) and delay the page's largest paint.
  const [firstLoaded, setFirstLoaded] = useState(false);
  const ready = firstLoaded || !isPicture(shown[0]);
  const onFirstLoaded = useCallback(() => setFirstLoaded(true), []);
  // A row to swipe on a phone; on a desktop the plates stand one under the other.
  const carousel = usePhoneLayout() && total > 1;
  return (
    <div
      className="gallery-box"
      {...(carousel ? { role: 'region', 'aria-roledescription': t('carousel'), 'aria-label': name } : {})}
    >
      <ul
        ref={trackRef}
        className="gallery"
        aria-label={name}
        data-carousel={carousel || undefined}
        // The row scrolls on a phone: it takes focus so the arrow keys can move it.
        tabIndex={carousel ? 0 : undefined}
        onScroll={carousel ? onScroll : undefined}
        onKeyDown={carousel ? onKeyDown : undefined}
      >
        {shown.map((plate, position) => {
          const alt = plate.caption ?? `${name} (${position + 1}/${total})`;
          return (
            <li
              key={plate.id}
              className="gallery__plate"
              data-fit={plate.fit}
              {...(carousel
                ? {
                    'aria-roledescription': t('slide'),
                    'aria-label': t('slideLabel', { index: position + 1, total }),
                    'aria-current': position === index ? ('true' as const) : undefined,
                  }
                : {})}
            >
              <PlateMedia
                plate={plate}
                alt={alt}
                first={position === 0}
                ready={ready}
                onFirstLoaded={onFirstLoaded}
              />
              {plate.caption && <p className="gallery__caption">{plate.caption}</p>}
            </li>
          );
        })}
      </ul>
      {carousel && (
        <div className="gallery__controls">
          <button
            type="button"
            className="gallery__arrow"
            aria-label={t('previous')}
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            <ChevronLeft aria-hidden="true" className="gallery__chevron" />
          </button>
          <div className="gallery__dots">
            {shown.map((plate, position) => (
              <button
                key={plate.id}
                type="button"
                className="gallery__dot"
                aria-label={t('showImage', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
          <p className="gallery__counter" aria-live="polite" data-testid="gallery-counter">
            {index + 1} / {total}
          </p>
          <button
            type="button"
            className="gallery__arrow"
            aria-label={t('next')}
            disabled={index === total - 1}
            onClick={() => goTo(index + 1)}
          >
            <ChevronRight aria-hidden="true" className="gallery__chevron" />
          </button>
        </div>
      )}
    </div>
  );
}
