import { lazy, Suspense, useEffect } from 'react';
import { AppShell, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute, ownerOf, REDIRECTS } from '../config/routes';
import { Dashboard } from '../features/dashboard';
import { NavBar, ProductLogo, ShellBreadcrumbs, TenantLogo } from '../features/layout';
import { AreaLoading, AreaOutlet } from './areas';

// lazy: the page brings the table bundle, which the shell's first load does not carry
const AuditTrailPage = lazy(() =>
  import('../features/audit-trail').then((m) => ({ default: m.AuditTrailPage })),
);
const UsersPage = lazy(() => import('../features/users').then((m) => ({ default: m.UsersPage })));
const MyApprovalsPage = lazy(() =>
  import('../features/my-approvals').then((m) => ({ default: m.MyApprovalsPage })),
);
const TrainingMatrixPage = lazy(() =>
  import('../features/training-matrix').then((m) => ({ default: m.TrainingMatrixPage })),
);
const MyTrainingsPage = lazy(() =>
  import('./MyTrainingsRoute').then((m) => ({ default: m.MyTrainingsRoute })),
);
const DueForReviewPage = lazy(() =>
  import('../features/due-for-review').then((m) => ({ default: m.DueForReviewPage })),
);

const pageFallback = (
  <Center p="xl">
    <Loader aria-label="Loading the page" />
  </Center>
);

/** Spec 1 §9: the header is 100 px high. */
const HEADER_HEIGHT = 100;

/** A path no shell page has: an area's (shown while it mounts), else "Page not found". */
function NotFound() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (owner === 'shell') return null;
  if (owner) return <AreaLoading area={owner} />;
  return (
    // a heading like the areas' "Page not found": every screen has one h1 (accessibility gate)
    <Stack p="md" gap="sm" align="flex-start">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text size="sm">There is no page at this address.</Text>
    </Stack>
  );
}

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = matchRoute(pathname)?.title;
    document.title = title ? `${title} – QMS Suite` : 'QMS Suite';
  }, [pathname]);
}

/** The signed-in shell: header, navigation, the dashboard, and the areas' mount points. */
export function ShellLayout() {
  useDocumentTitle();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: 72, breakpoint: 0 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <ProductLogo />
            <ShellBreadcrumbs />
          </Group>
          <TenantLogo />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <NavBar />
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          {REDIRECTS.map(({ path, redirectTo }) => (
            <Route key={path} path={path} element={<Navigate to={redirectTo!} replace />} />
          ))}
          <Route path="/dashboard" element={<Dashboard />} />
          <Route
            path="/audit-trail"
            element={
              <Suspense fallback={pageFallback}>
                <AuditTrailPage />
              </Suspense>
            }
          />
          <Route
            path="/users"
            element={
              <Suspense fallback={pageFallback}>
                <UsersPage />
              </Suspense>
            }
          />
          <Route
            path="/my-approvals"
            element={
              <Suspense fallback={pageFallback}>
                <MyApprovalsPage />
              </Suspense>
            }
          />
          <Route
            path="/my-trainings"
            element={
              <Suspense fallback={pageFallback}>
                <MyTrainingsPage />
              </Suspense>
            }
          />
          <Route
            path="/training-matrix"
            element={
              <Suspense fallback={pageFallback}>
                <TrainingMatrixPage />
              </Suspense>
            }
          />
          <Route
            path="/due-for-review"
            element={
              <Suspense fallback={pageFallback}>
                <DueForReviewPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
        <AreaOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
