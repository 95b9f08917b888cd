import { mediaSrc } from '@atelier/domain';
import { useTranslation } from '@atelier/ui';
import { Link } from 'react-router';
import type { HomeData } from '../../api/types';
import { localized } from './localized';
import './home.css';

export type HomeBannerData = NonNullable<HomeData['banner']>;

/**
 * 000 §2, §3 the creator banner (producer metadata homePage.banner {enabled, url, link,
 * aspectRatio}), with its message over the picture (issue 18). The link's name is the message;
 * a banner without one is named by the picture's alternative text. `priority`: it is in the
 * first screen (a creator shop, no hero above it); on the main site it loads lazily.
 */
export function HomeBanner({ banner, priority }: { banner: HomeBannerData; priority: boolean }) {
  const { t, i18n } = useTranslation();
  const title = localized(banner.title, i18n.language);
  const text = localized(banner.text, i18n.language);
  return (
    <Link
      to={banner.link ?? '/creators'}
      className="home-banner"
      data-message={title ? '' : undefined}
      style={{ aspectRatio: String(banner.aspectRatio ?? 4) }}
    >
      <img
        src={mediaSrc(banner.url, 1500)}
        srcSet={`${mediaSrc(banner.url, 1200)} 1200w, ${mediaSrc(banner.url, 2048)} 2048w`}
        sizes="100vw"
        alt={title ? '' : t('home.banner')}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      {title && (
        <span className="home-banner__message">
          <strong className="home-banner__title">{title}</strong>
          {text && <span className="home-banner__text">{text}</span>}
        </span>
      )}
    </Link>
  );
}
