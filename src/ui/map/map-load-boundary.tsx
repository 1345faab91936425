import { Component, type ReactNode } from 'react';

interface Props {
  /** Called once when the map chunk cannot be loaded (offline on first visit, blocked chunk). */
  onFailure(): void;
  children: ReactNode;
}

/** Catches a failed dynamic import of the map so the card keeps its text instead of unmounting. */
export class MapLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
