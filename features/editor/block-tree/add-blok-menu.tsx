import { useId, useRef, useState } from 'react';
import { Button } from '@/lib/ui/button';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import type { ComponentCatalogue } from '../story-edits/blok-tree';
import { componentName } from './blok-label';
import styles from './block-tree.module.css';

interface AddBlokMenuProps {
  /** Visible on the button, e.g. "Add after" or "Add to body". */
  label: string;
  /** Read after the label, naming the blok or field, e.g. `Hero “About us”`. */
  context: string;
  components: readonly string[];
  catalogue: ComponentCatalogue;
  onAdd: (component: string) => void;
}

/** A button that opens the list of components a field accepts; picking one adds it. */
export function AddBlokMenu({ label, context, components, catalogue, onAdd }: AddBlokMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (components.length === 0) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.addMenu}>
      <Button
        ref={toggle}
        size="xs"
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <VisuallyHidden> {context}</VisuallyHidden>
      </Button>
      <ul
        id={listId}
        hidden={!open}
        className={styles.addList}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {components.map((component) => (
          <li key={component}>
            <button
              type="button"
              className={styles.addChoice}
              onClick={() => {
                setOpen(false);
                onAdd(component);
              }}
            >
              {componentName(catalogue, component)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
