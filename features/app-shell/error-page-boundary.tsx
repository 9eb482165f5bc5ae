import { Component, type ReactNode } from 'react';
import styles from './error-screen.module.css';

interface Props {
  /** What went wrong before, shown if the error page fails too. */
  originalError: string;
  children: ReactNode;
}

/**
 * The last resort: if rendering the error page itself throws, say so in plain HTML with the
 * details and a plain link home (no client-side routing, which may be what broke).
 */
export class ErrorPageBoundary extends Component<Props, { failure?: string }> {
  override state: { failure?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page failed to render', error);
  }

  override render() {
    if (this.state.failure === undefined) return this.props.children;
    return (
      <div className={styles.screen}>
        <h1 className={styles.heading}>An error occurred while showing the error page</h1>
        <p>Original problem: {this.props.originalError}</p>
        <p>While showing it: {this.state.failure}</p>
        {/* A full page load, on purpose: the app's own routing may be what failed. */}
        <a href="/">Go to Homepage</a>
      </div>
    );
  }
}
