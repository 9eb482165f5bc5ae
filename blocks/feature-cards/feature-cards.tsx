import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { CmsImage, hasCmsImage } from '@/lib/content/cms-image';
import { BlockHeading } from '../block-heading';
import { CardCue, CardTitle, cardClassName, cardGridClassName } from '../cms-card';
import { Subheadings } from '../heading-level';
import type { FeatureCardBlok, FeatureCardsBlok } from './schema';
import styles from './feature-cards.module.css';

/** A card's width for each choice of columns (card.module.css), for the browser to pick a copy. */
const IMAGE_SIZES: Record<FeatureCardsBlok['columns'], string> = {
  '2': '(min-width: 768px) 50vw, 100vw',
  '3': '(min-width: 972px) 33vw, (min-width: 768px) 50vw, 100vw',
  '4': '(min-width: 1212px) 25vw, (min-width: 972px) 33vw, (min-width: 768px) 50vw, 100vw',
};
const ICON_BOX = { width: 48, height: 48 };

function FeatureCard({ card, imageSizes }: { card: FeatureCardBlok; imageSizes: string }) {
  const image = hasCmsImage(card.image) ? card.image : null;
  return (
    <li className={cardClassName} {...storyblokEditable(card)}>
      {image ? (
        <div className={styles.image}>
          <CmsImage image={image} alt={image.alt ?? ''} sizes={imageSizes} />
        </div>
      ) : (
        card.icon && (
          // The title says what the icon means: it is decorative.
          <CmsImage className={styles.icon} image={card.icon} alt="" sizes="3rem" box={ICON_BOX} />
        )
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
            <FeatureCard key={card._uid} card={card} imageSizes={IMAGE_SIZES[blok.columns]} />
          ))}
        </ul>
      </Subheadings>
    </div>
  );
}
