import { Heading, Subheadings } from '../heading-level';
import styles from './contact-details.module.css';

// National numbers, the same whoever supplies the home: kept here, not in the CMS, so an
// editing slip can never send someone who smells gas to the wrong number.
const EMERGENCY_NUMBERS = [
  {
    what: 'Smell gas or think there is a gas leak?',
    number: '0800 111 999',
    tel: 'tel:0800111999',
    who: 'National Gas Emergency Service. Free, 24 hours a day.',
  },
  {
    what: 'Power cut?',
    number: '105',
    tel: 'tel:105',
    who: 'Your local electricity network operator. Free from any phone, 24 hours a day.',
  },
];

export function EmergencyNumbers() {
  return (
    <div className={styles.emergency}>
      <Heading className={styles.panelHeading}>In an emergency</Heading>
      <p className={styles.danger}>
        If you are in immediate danger, leave the property and call 999.
      </p>
      <Subheadings>
        <ul className={styles.numbers}>
          {EMERGENCY_NUMBERS.map((entry) => (
            <li key={entry.tel} className={styles.number}>
              <Heading className={styles.what}>{entry.what}</Heading>
              <a className={styles.dial} href={entry.tel}>
                {entry.number}
              </a>
              <p className={styles.who}>{entry.who}</p>
            </li>
          ))}
        </ul>
      </Subheadings>
    </div>
  );
}
