import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbsFor } from '../../config/routes';

/** Breadcrumbs from the path segments (spec 1 §2.3); disabled crumbs (the current one) are not links. */
export function ShellBreadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs data-testid="breadcrumbs">
        {crumbs.map((crumb, i) =>
          crumb.disabled ? (
            <Text
              key={crumb.href}
              size="sm"
              c="dimmed"
              aria-current={i === crumbs.length - 1 ? 'page' : undefined}
              aria-disabled="true"
            >
              {crumb.text}
            </Text>
          ) : (
            <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
              {crumb.text}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
