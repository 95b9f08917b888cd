import { galleryImageSources, mediaSrc, parseYouTubeVideoId, youTubeEmbedUrl } from '@atelier/domain';
import type { MediaPlate } from '@atelier/schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDetailPhoneText } from './i18n/useDetailPhoneText';
import { useCarousel } from './useCarousel';
import { usePhoneLayout } from './usePhoneLayout';
import './gallery.css';

function PlateMedia({ plate, alt, first }: { plate: MediaPlate; alt: string; first: boolean }) {
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
  return (
    <img
      src={src}
      srcSet={srcSet}
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
              <PlateMedia plate={plate} alt={alt} first={position === 0} />
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
