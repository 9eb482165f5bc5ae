import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { useEffect, useRef, useState } from 'react';
import { CmsImage } from '@/lib/content/cms-image';
import type { VideoEmbedBlok } from './schema';
import { youtubeEmbedUrl } from './youtube-id';
import styles from './video-embed.module.css';

/**
 * A YouTube video that loads nothing from YouTube until the visitor presses play: a poster
 * from the CMS until then, then the privacy-enhanced player, playing, with focus moved to it.
 */
export function VideoEmbed({ blok }: { blok: VideoEmbedBlok }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.video} {...storyblokEditable(blok)}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={player}
            src={youtubeEmbedUrl(blok.video)}
            title={blok.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.play}
            aria-label={`Play video: ${blok.title}`}
            onClick={() => setPlaying(true)}
          >
            {/* The button's name says what the video is: the poster is decorative. */}
            <CmsImage image={blok.poster} alt="" sizes="(min-width: 56rem) 56rem, 100vw" />
            <span className={styles.label}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
              Play video
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        {blok.caption && <span>{blok.caption} </span>}
        <span className={styles.privacy}>
          The video plays from YouTube, which may set cookies once you press play.
        </span>
      </figcaption>
    </figure>
  );
}
