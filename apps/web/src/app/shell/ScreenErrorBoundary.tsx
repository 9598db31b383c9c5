import { Component, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';

interface State {
  failed: boolean;
}

/** Keeps the shell (menu, header) on view when the screen inside it fails to load or render. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
