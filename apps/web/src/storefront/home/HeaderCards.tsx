import { HEADER_CARD_SCROLL_PX, mediaSrc, mediaSrcSet } from '@atelier/domain';
import { HorizontalScroller, useTranslation } from '@atelier/ui';
import { Link } from 'react-router';
import type { HeaderCard } from '../../api/types';
import { localized } from './localized';
import './home.css';

/** Widths the card pictures are asked in: a 200 or 300 px card at 1x and 2x. */
const CARD_WIDTHS = [200, 500, 1024] as const;

/**
 * 000 §2 header cards: 200 px wide (300 on medium screens), 300 px per arrow click; Previous
 * is disabled at the start and Next at the end (the scroller follows the scroll position).
 * Titles and descriptions are platform content, one text per language (issue 18).
 */
export function HeaderCards({ cards }: { cards: readonly HeaderCard[] }) {
  const { t, i18n } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="home-cards" aria-label={t('home.featured')}>
      <HorizontalScroller
        label={t('home.featured')}
        title={<h2 className="home-section-title">{t('home.featured')}</h2>}
        step={HEADER_CARD_SCROLL_PX}
      >
        {cards.map((card) => (
          <li key={card.url} className="home-card">
            <Link to={card.url} className="home-card__link">
              <img
                src={mediaSrc(card.thumbnail, 500)}
                srcSet={mediaSrcSet(card.thumbnail, CARD_WIDTHS)}
                sizes="(min-width: 769px) 300px, 200px"
                alt=""
                width={300}
                height={169}
                loading="lazy"
                decoding="async"
              />
              <strong>{localized(card.title, i18n.language)}</strong>
              <span>{localized(card.description, i18n.language)}</span>
            </Link>
          </li>
        ))}
      </HorizontalScroller>
    </section>
  );
}
