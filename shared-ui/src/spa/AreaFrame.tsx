import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@qms/shared-api';
import { theme } from '../theme';
import { AreaUnavailable } from '../remote/AreaUnavailable';

class AreaErrorBoundary extends Component<{ areaName: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.areaName}] render failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <AreaUnavailable area={this.props.areaName} onRetry={() => this.setState({ failed: false })} page />
      );
    }
    return this.props.children;
  }
}

interface AreaFrameProps {
  AreaRoutes: ComponentType;
  areaName: string;
  /** the remote's build version folder, rendered as data-build-version so ops and tests can see what is live */
  buildVersion?: string;
}

/**
 * The providers of one area. A single-spa application is its own React root, so each area brings its own
 * MantineProvider and router; the QueryClient is the shared-api singleton, so all areas share one cache.
 * No Notifications here: feedback goes through `notify` to the shell's snackbar.
 */
export function AreaFrame({ AreaRoutes, areaName, buildVersion }: AreaFrameProps) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <div data-area={areaName} data-build-version={buildVersion} style={{ display: 'contents' }}>
            <AreaErrorBoundary areaName={areaName}>
              <AreaRoutes />
            </AreaErrorBoundary>
          </div>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
