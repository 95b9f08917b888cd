import { HOME_HERO_SIZES, HOME_HERO_SRCSET, homeHeroSrc } from '@atelier/domain';
import { ArrowRight } from 'lucide-react';
import { LinkButton } from '../../lib/LinkButton';
import { useHomeTexts } from './i18n/useHomeTexts';
import './home.css';

/**
 * Issue 18: the main site's hero: a headline, a one-line pitch, Shop now (primary) and Start
 * designing, beside a studio picture of two pieces. The picture is the first screen's largest
 * paint: the server preloads it (first-screen.ts, the same srcset and sizes), it loads eagerly
 * at high priority, and its box keeps the picture's 4:3 before it arrives (no layout shift).
 * A creator sub-domain shows that creator's header instead (HomePage).
 */
export function HomeHero() {
  const { t, ready } = useHomeTexts();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title" data-ready={ready || undefined}>
      <div className="home-hero__text">
        <p className="home-hero__eyebrow">{ready ? t('heroEyebrow') : ''}</p>
        <h2 id="home-hero-title" className="home-hero__title">
          {ready ? t('heroHeadline') : ''}
        </h2>
        <p className="home-hero__pitch">{ready ? t('heroPitch') : ''}</p>
        <div className="home-hero__actions">
          <LinkButton to="/shop" variant="primary" size="lg" icon={<ArrowRight />}>
            {ready ? t('heroShop') : ''}
          </LinkButton>
          <LinkButton to="/intro/createingenesis" variant="secondary" size="lg">
            {ready ? t('heroDesign') : ''}
          </LinkButton>
        </div>
      </div>
      <div className="home-hero__picture">
        <img
          src={homeHeroSrc(800)}
          srcSet={HOME_HERO_SRCSET}
          sizes={HOME_HERO_SIZES}
          width={1200}
          height={900}
          alt={ready ? t('heroImageAlt') : ''}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
