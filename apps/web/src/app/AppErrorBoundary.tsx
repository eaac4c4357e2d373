import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../core/ErrorPanel.js';

interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence around the providers and the router: the same error panel, full screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        error={this.state.error}
        variant="page"
        onRetry={() => this.setState({ error: null, failed: false })}
      />
    );
  }
}
