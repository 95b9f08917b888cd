import { mediaSrc, mediaSrcSet, TREND_IMAGE_WIDTHS } from '@atelier/domain';
import type { TrendMediaItem } from '@atelier/schema';
import { useTranslation } from '@atelier/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useHomeTexts } from '../home/i18n/useHomeTexts';
import { localized } from '../home/localized';
import '../home/home.css';

export interface TrendTileProps {
  media: TrendMediaItem;
  span: readonly [number, number];
  columns: number;
  /** Loads the picture at once (the first tiles land in the first rows, 000 §9). */
  priority: boolean;
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Plays a muted looping video only while it is on screen, and never for a visitor who asked
 * for reduced motion (their tile shows the poster): 000 §9 autoplay, without burning battery
 * and bandwidth on tiles scrolled away. No `autoplay` attribute and `preload="none"`: either
 * would make the browser fetch the whole video at once, a few hundred kB taken from the first
 * screen's images on a phone; the first play() on screen fetches it.
 */
function useOnScreenPlayback() {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not write `muted` as an attribute; autoplay needs it before play().
    video.muted = true;
    if (reducedMotion()) {
      video.pause();
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * 000 §3, §9 a trend media tile in the grid: a picture or a muted, looping, autoplayed video,
 * captioned with its title, a short line and a link (issue 18). The title is the link, and
 * its hit area covers the whole tile.
 */
export function TrendTile({ media, span, columns, priority }: TrendTileProps) {
  const { i18n, t: ui } = useTranslation();
  const { t } = useHomeTexts();
  const videoRef = useOnScreenPlayback();
  const { data } = media;
  const fallback = ui('home.trend', { category: data.category });
  const title = localized(data.title, i18n.language) || fallback;
  const caption = localized(data.caption, i18n.language);
  const href = data.redirect ?? '/shop';
  const sizes = `${Math.ceil((100 * span[0]) / columns)}vw`;
  return (
    <figure className="trend-tile" data-type={data.type}>
      {data.type === 'video' ? (
        <video
          ref={videoRef}
          className="trend-tile__media"
          src={mediaSrc(data.url)}
          poster={mediaSrc(data.poster, 1024)}
          muted
          loop
          playsInline
          preload="none"
          aria-label={t('trendVideo', { title })}
        />
      ) : (
        <img
          className="trend-tile__media"
          src={mediaSrc(data.url, 1024)}
          srcSet={mediaSrcSet(data.url, TREND_IMAGE_WIDTHS)}
          sizes={sizes}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      )}
      <figcaption className="trend-tile__caption">
        <Link to={href} className="trend-tile__title">
          {title}
        </Link>
        {caption && <span className="trend-tile__line">{caption}</span>}
        <span className="trend-tile__cue" aria-hidden="true">
          {t('trendExplore')}
        </span>
      </figcaption>
    </figure>
  );
}
