import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

interface ShellErrorBoundaryProps {
  children: ReactNode;
  /** defaults to reloading the page; replaceable in tests */
  onReload?: () => void;
}

/**
 * Last line of defence for the shell's own rendering: a render error shows a message and a way out instead of a
 * blank page. (Each area has its own boundary; this one catches the header, navigation and dashboard.)
 */
export class ShellErrorBoundary extends Component<ShellErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <Center mih="100vh" data-testid="shell-error">
        <Stack align="center" gap="sm">
          <Title order={1} size="h3">
            Something went wrong
          </Title>
          <Text>This page could not be displayed. Reload the page to continue.</Text>
          <Button onClick={reload}>Reload</Button>
        </Stack>
      </Center>
    );
  }
}
