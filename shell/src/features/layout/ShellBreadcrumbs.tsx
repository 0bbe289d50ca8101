import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbsFor } from '../../app/route-table';

/** Breadcrumbs from the path segments (spec 1 §2.3); the current crumb is not a link. */
export function ShellBreadcrumbs() {
  const { pathname } = useLocation();
  return (
    <Breadcrumbs aria-label="Breadcrumbs" data-testid="breadcrumbs">
      {breadcrumbsFor(pathname).map((crumb) =>
        crumb.disabled ? (
          <Text key={crumb.href} size="sm" c="dimmed" aria-current="page" aria-disabled="true">
            {crumb.text}
          </Text>
        ) : (
          <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
            {crumb.text}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
