import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { Button } from '@/lib/ui/button';
import { announce } from '@/lib/ui/live-region';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { BlockHeading } from '../block-heading';
import { Subheadings } from '../heading-level';
import { VacancyCard } from '../vacancy-list/vacancy-card';
import type { VacancyCarouselBlok } from './schema';
import { useCarousel, useSwipe } from './use-carousel';
import styles from './vacancy-carousel.module.css';

function shownText(first: number, perView: number, count: number): string {
  const last = Math.min(first + perView, count);
  return last - first > 1
    ? `Vacancies ${first + 1} to ${last} of ${count}`
    : `Vacancy ${first + 1} of ${count}`;
}

/**
 * Vacancies side by side, one to three at a time, following the WAI-ARIA carousel pattern:
 * previous and next buttons, arrow keys, Home and End, touch swipes, slides labelled "n of m".
 * It never moves by itself, and it slides without animation when motion is reduced.
 */
export function VacancyCarousel({ blok }: { blok: VacancyCarouselBlok }) {
  const headingId = useId();
  const trackId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const count = blok.vacancies.length;
  const carousel = useCarousel(count, viewport);
  const focusSlide = useRef<number | null>(null);

  // Keyboard users moving from a slide that is now out of view land on the one now in view.
  useEffect(() => {
    if (focusSlide.current === null) return;
    const slides = viewport.current?.querySelectorAll('[aria-roledescription="slide"]');
    slides?.[focusSlide.current]?.querySelector('a')?.focus();
    focusSlide.current = null;
  }, [carousel.first]);

  const moved = (first: number) =>
    announce(`${shownText(first, carousel.perView, count)}: ${blok.vacancies[first]?.title ?? ''}`);
  const move = (step: number) => moved(carousel.move(step));
  const swipe = useSwipe(move);

  function onKeyDown(event: KeyboardEvent) {
    const keys: Record<string, () => number> = {
      ArrowLeft: () => carousel.move(-1),
      ArrowRight: () => carousel.move(1),
      Home: () => carousel.goTo(0),
      End: () => carousel.goTo(count - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    const first = action();
    if (viewport.current?.contains(document.activeElement)) focusSlide.current = first;
    moved(first);
  }

  if (count === 0) {
    return (
      <div className={styles.carousel} {...storyblokEditable(blok)}>
        <BlockHeading heading={blok.heading} />
        <p>{blok.empty_text}</p>
      </div>
    );
  }

  const allVisible = count <= carousel.perView;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      {...(blok.heading ? { 'aria-labelledby': headingId } : { 'aria-label': blok.label })}
      onKeyDown={onKeyDown}
      {...storyblokEditable(blok)}
    >
      <div className={styles.top}>
        <BlockHeading heading={blok.heading} id={headingId} />
        <div className={styles.controls} data-hidden={allVisible || undefined}>
          <Button variant="secondary" size="small" aria-controls={trackId} onClick={() => move(-1)}>
            <span aria-hidden="true">←</span> Previous<VisuallyHidden> vacancy</VisuallyHidden>
          </Button>
          <p className={styles.status}>{shownText(carousel.first, carousel.perView, count)}</p>
          <Button variant="secondary" size="small" aria-controls={trackId} onClick={() => move(1)}>
            Next<VisuallyHidden> vacancy</VisuallyHidden> <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>
      <div ref={viewport} className={styles.viewport} {...swipe}>
        <Subheadings when={Boolean(blok.heading)}>
          <div
            id={trackId}
            className={styles.track}
            style={{ '--index': carousel.first } as CSSProperties}
          >
            {blok.vacancies.map((vacancy, slide) => (
              <div
                key={vacancy._uid}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                inert={!carousel.isVisible(slide)}
              >
                <VacancyCard vacancy={vacancy} />
              </div>
            ))}
          </div>
        </Subheadings>
      </div>
    </section>
  );
}
