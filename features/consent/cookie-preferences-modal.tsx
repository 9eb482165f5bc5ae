import { Link } from '@/lib/ui/link';
import { useId, useState } from 'react';
import { Modal } from '@/lib/ui/modal';
import styles from './cookie-preferences-modal.module.css';
import { cookieCategories, type CookieCategory, type CookiePreferences } from './preferences';

const categoryCopy: Record<CookieCategory, { title: string; description: string }> = {
  necessary: {
    title: 'Strictly necessary cookies',
    description:
      'These keep the website working and secure: signing you in, remembering your quote as ' +
      'you move between steps and remembering these choices. They are always on.',
  },
  performance: {
    title: 'Performance cookies',
    description:
      'These count visits and show us which pages people use and where they get stuck, so we ' +
      'can make the website faster and easier to use.',
  },
  functional: {
    title: 'Functional cookies',
    description:
      'These remember choices you make, such as messages you have already closed, to make the ' +
      'website more personal.',
  },
  advertising: {
    title: 'Advertising cookies',
    description:
      'These let us and our advertising partners show you So Energy adverts that are relevant ' +
      'to you on other websites, and measure how well they work.',
  },
};

function CategorySwitch({
  category,
  checked,
  onChange,
}: {
  category: CookieCategory;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const locked = category === 'necessary';
  const { title, description } = categoryCopy[category];
  return (
    <li className={styles.category}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.title}>
          {title}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          disabled={locked}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      <p id={`${id}-description`} className={styles.description}>
        {description}
      </p>
    </li>
  );
}

interface CookiePreferencesModalProps {
  /** The choices the switches start from: the saved ones, or all optional categories off. */
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onClose: () => void;
}

/** A switch per category; 'Save My Preferences' saves them, Cancel and Esc leave things as they were. */
export function CookiePreferencesModal({ initial, onSave, onClose }: CookiePreferencesModalProps) {
  const [choices, setChoices] = useState(initial);
  return (
    <Modal
      open
      size="large"
      title="Cookie preferences"
      confirmLabel="Save My Preferences"
      onConfirm={() => onSave(choices)}
      onClose={onClose}
    >
      <ul className={styles.categories}>
        {cookieCategories.map((category) => (
          <CategorySwitch
            key={category}
            category={category}
            checked={choices[category]}
            onChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>
      <p className={styles.policy}>
        <Link href="/cookies" onClick={onClose}>
          Read our cookie policy
        </Link>{' '}
        for the cookies in each category.
      </p>
    </Modal>
  );
}
