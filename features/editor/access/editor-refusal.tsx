import styles from '../editor-screen.module.css';

/** An editor page refused to another machine in development: why, and where it does work. */
export function EditorRefusal({ message }: { message: string }) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>You cannot edit from this machine</h1>
      <p>{message}</p>
      <p>
        Open the editor in a browser on the computer that runs <code>npm run dev</code>, at{' '}
        <code>http://localhost:3000/editor</code>.
      </p>
    </div>
  );
}
