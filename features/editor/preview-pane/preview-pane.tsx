import { useEffect, useRef, useState, type RefObject } from 'react';
import styles from './preview-pane.module.css';
import { PREVIEW_WIDTHS, previewScale, type PreviewWidth } from './preview-widths';

export interface PreviewPaneProps {
  src: string;
  /** Names the frame for screen readers: what it shows. */
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * The page being edited, live, at a phone's or a desktop's width. A desktop page is laid out
 * at its full 1320 px and shrunk to fit the pane, so editors see its real layout.
 */
export function PreviewPane({ src, title, frameRef }: PreviewPaneProps) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [paneWidth, setPaneWidth] = useState(0);
  const pane = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setPaneWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { pixels } = PREVIEW_WIDTHS[width];
  const scale = previewScale(paneWidth, pixels);

  return (
    <section className={styles.preview} aria-label="Preview">
      <fieldset className={styles.widths}>
        <legend>Preview width</legend>
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((option) => (
          <label key={option} className={styles.width}>
            <input
              type="radio"
              name="preview-width"
              value={option}
              checked={width === option}
              onChange={() => setWidth(option)}
            />
            {PREVIEW_WIDTHS[option].label}
          </label>
        ))}
      </fieldset>
      <div ref={pane} className={styles.pane}>
        <div className={styles.page} style={{ width: pixels * scale }}>
          <iframe
            ref={frameRef}
            src={src}
            title={title}
            className={styles.frame}
            data-width={width}
            style={{ width: pixels, height: `${100 / scale}%`, transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  );
}
