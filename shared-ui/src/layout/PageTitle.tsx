import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title: the page's one h1 (for assistive technology), at the size the screens were designed with. */
export function PageTitle({ children }: { children: ReactNode }): JSX.Element {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  );
}
