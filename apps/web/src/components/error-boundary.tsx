import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** What to show instead of the children once they have failed to render. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
};

/**
 * Keeps a failure inside one piece of a screen (a card, a table row) so the rest of the page
 * stays usable — e.g. a request with a status the app does not know (spec §4).
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
