import { Component, type ReactNode } from 'react';

interface MapErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A map that cannot load (its chunk failed, Leaflet threw) must not take the page with it: the
 * address, coordinates and link around it still serve (docs/decisions/0007-map-tiles-configuration.md).
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
