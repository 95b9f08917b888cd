import { HEADER_CARD_SCROLL_PX, mediaSrc } from '@atelier/domain';
import { HorizontalScroller, useTranslation } from '@atelier/ui';
import { Link } from 'react-router';
import type { HeaderCard } from '../../api/types';

/** 000 §2 header cards: 200 px wide (300 on medium screens), 300 px per arrow click. */
export function HeaderCards({ cards }: { cards: readonly HeaderCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="home-cards" aria-label={t('home.featured')}>
      <HorizontalScroller
        label={t('home.featured')}
        title={<h2 className="home-section-title">{t('home.featured')}</h2>}
        step={HEADER_CARD_SCROLL_PX}
      >
        {cards.map((card) => (
          <li key={card.url + card.title} className="home-card">
            <Link to={card.url} className="home-card__link">
              <img
                src={mediaSrc(card.thumbnail, 500)}
                alt=""
                width={300}
                height={169}
                loading="lazy"
                decoding="async"
              />
              <strong>{card.title}</strong>
              <span>{card.description}</span>
            </Link>
          </li>
        ))}
      </HorizontalScroller>
    </section>
  );
}
