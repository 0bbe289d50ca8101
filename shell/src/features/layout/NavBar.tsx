import { ActionIcon, Avatar, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconBook, IconHelp, IconHistory, IconLogout, IconSchool, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { isQmsAdmin, useSession } from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { documentationPathOf } from '../../config/routes';
import { NAV_ENTRIES } from './navigation';

// the menus render inside the navigation (not in a portal at the end of <body>), so their items stay inside a
// landmark for screen-reader users (axe region)
function HelpMenu() {
  const { pathname } = useLocation();
  return (
    <Menu position="right-end" withinPortal={false}>
      <Menu.Target>
        <Tooltip label="Help" position="right">
          <ActionIcon variant="subtle" size="xl" aria-label="Help">
            <IconHelp size={24} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={`/docs/${documentationPathOf(pathname)}`}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBook size={16} />}
        >
          Documentation
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountMenu() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <Menu position="right-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="xl" radius="xl" aria-label="Account">
          <Avatar color="indigo" radius="xl" size="md">
            {user.userInitials}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" data-testid="account-user-name">
            {user.userName}
          </Text>
          <Text size="xs" c="dimmed" data-testid="account-tenant-name">
            {user.tenantName}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {/* admins only: the server refuses the trail to viewers anyway (issue 7) */}
        {isQmsAdmin(user) && (
          <Menu.Item component={Link} to="/audit-trail" leftSection={<IconHistory size={16} />}>
            Audit Trail
          </Menu.Item>
        )}
        {isQmsAdmin(user) && (
          <Menu.Item component={Link} to="/users" leftSection={<IconUsers size={16} />}>
            Users
          </Menu.Item>
        )}
        {isQmsAdmin(user) && (
          <Menu.Item component={Link} to="/training-matrix" leftSection={<IconSchool size={16} />}>
            Training matrix
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => session.logout().catch((error: unknown) => notify.error('Can not logout', error))}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Left icon navigation (spec 1 §2.3): react-router links, i.e. history.pushState, which single-spa follows. */
export function NavBar() {
  const { pathname } = useLocation();
  return (
    <Stack h="100%" justify="space-between" align="center" py="md">
      <Stack gap="xs" align="center" component="nav" aria-label="Main navigation">
        {NAV_ENTRIES.map(({ label, path, icon: Icon }) => {
          const active = pathname === path || pathname.startsWith(`${path}/`);
          return (
            // keyboard users see the label on focus too (WCAG 1.4.13)
            <Tooltip
              key={path}
              label={label}
              position="right"
              withArrow
              events={{ hover: true, focus: true, touch: false }}
            >
              <ActionIcon
                component={Link}
                to={path}
                size="xl"
                variant={active ? 'light' : 'subtle'}
                aria-label={label}
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={24} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Stack>
      <Stack gap="xs" align="center">
        <HelpMenu />
        <AccountMenu />
      </Stack>
    </Stack>
  );
}
