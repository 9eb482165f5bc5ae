import { storyblokEditable } from '@storyblok/react';
import { safeImageSrc } from '@/lib/content/links';
import { BlockHeading } from '../block-heading';
import { CardCue, CardTitle, cardClassName, cardGridClassName } from '../cms-card';
import { Subheadings } from '../heading-level';
import type { FeatureCardBlok, FeatureCardsBlok } from './schema';
import styles from './feature-cards.module.css';

function FeatureCard({ card }: { card: FeatureCardBlok }) {
  const imageSrc = safeImageSrc(card.image?.filename);
  const iconSrc = imageSrc ? null : safeImageSrc(card.icon?.filename);
  return (
    <li className={cardClassName} {...storyblokEditable(card)}>
      {imageSrc && (
        <div className={styles.image}>
          {/* eslint-disable-next-line @next/next/no-img-element -- CMS image in a fixed-ratio box */}
          <img src={imageSrc} alt={card.image?.alt ?? ''} loading="lazy" />
        </div>
      )}
      {iconSrc && (
        // eslint-disable-next-line @next/next/no-img-element -- decorative icon in a fixed box
        <img className={styles.icon} src={iconSrc} alt="" width={48} height={48} />
      )}
      <CardTitle href={card.link}>{card.title}</CardTitle>
      {card.text && <p className={styles.text}>{card.text}</p>}
      {card.link && card.link_label && <CardCue>{card.link_label}</CardCue>}
    </li>
  );
}

/** A grid of cards, each with an icon or image, a title, text and an optional link. */
export function FeatureCards({ blok }: { blok: FeatureCardsBlok }) {
  return (
    <div className={styles.featureCards} {...storyblokEditable(blok)}>
      <BlockHeading heading={blok.heading} intro={blok.intro} />
      <Subheadings when={Boolean(blok.heading)}>
        <ul className={cardGridClassName} data-columns={blok.columns}>
          {blok.cards.map((card) => (
            <FeatureCard key={card._uid} card={card} />
          ))}
        </ul>
      </Subheadings>
    </div>
  );
}
