import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@qms/shared-ui';

/** Renders with the shell's Mantine theme and a router at `path`. */
export function renderInShell(ui: ReactElement, path = '/dashboard') {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {ui}
      </MemoryRouter>
    </MantineProvider>,
  );
}
