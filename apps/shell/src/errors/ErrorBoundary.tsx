import { Component, type ReactNode } from 'react';

interface Props {
  /** What failed, for the console. */
  what: string;
  /** Shown instead of the children once they have thrown (a chunk that cannot load, a crash). */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failure inside one part of the page: the rest of the shell keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`${this.props.what} failed to load`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
