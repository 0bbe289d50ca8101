/**
 * The suite's route table (spec 1 §2.1, spec 2 §2, spec 3 §2): titles, breadcrumb texts, documentation paths and
 * the area that owns each route. The areas' routes come from their manifests (shared-api AREA_MANIFESTS); the
 * shell adds only what it owns itself: /dashboard and the redirects (the one place they are declared —
 * app/ShellLayout renders them from here).
 */
import {
  AREA_KEYS,
  AREA_MANIFESTS,
  AREA_LIST,
  areaOfPath,
  isUnderPrefix,
  type AreaKey,
  type DocumentationPath,
} from '@qms/shared-api';

export type { AreaKey, DocumentationPath };

interface RouteEntry {
  /** path pattern; ':name' matches one segment */
  path: string;
  /** route name used for navigation (spec 1 §2.1 named views) */
  name?: string;
  title?: string;
  /** breadcrumb meta text; without it the crumb shows the path segment itself */
  breadcrumb?: string;
  documentationPath?: DocumentationPath;
  /** 'shell' for screens the shell renders itself */
  owner?: AreaKey | 'shell';
  redirectTo?: string;
}

/** Old addresses and the root, sent on to a screen. */
export const REDIRECTS: readonly RouteEntry[] = [
  { path: '/', redirectTo: '/processes' },
  { path: '/sops', redirectTo: '/processes' },
];

const SHELL_ROUTES: readonly RouteEntry[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    breadcrumb: 'Dashboard',
    documentationPath: 'dashboard',
    owner: 'shell',
  },
  {
    path: '/audit-trail',
    title: 'Audit Trail',
    breadcrumb: 'Audit Trail',
    documentationPath: 'audit-trail',
    owner: 'shell',
  },
  {
    path: '/users',
    title: 'Users',
    breadcrumb: 'Users',
    documentationPath: 'users',
    owner: 'shell',
  },
  {
    // the dashboard tile's full list (issue 27.6); the manual describes it on the dashboard page
    path: '/my-approvals',
    title: 'My approvals',
    breadcrumb: 'My approvals',
    documentationPath: 'dashboard',
    owner: 'shell',
  },
  {
    // the dashboard tile's full list (issue 29.4)
    path: '/my-trainings',
    title: 'My Trainings',
    breadcrumb: 'My Trainings',
    documentationPath: 'training',
    owner: 'shell',
  },
  {
    // admins (issue 29.5); reached from the account menu beside Users
    path: '/training-matrix',
    title: 'Training matrix',
    breadcrumb: 'Training matrix',
    documentationPath: 'training',
    owner: 'shell',
  },
  {
    // the 'Due for review' tile's full list (issue 29.6); the dashboard page of the manual links periodic-review
    path: '/due-for-review',
    title: 'Due for review',
    breadcrumb: 'Due for review',
    documentationPath: 'dashboard',
    owner: 'shell',
  },
];

export const ROUTES: readonly RouteEntry[] = [
  ...REDIRECTS,
  ...SHELL_ROUTES,
  ...AREA_LIST.flatMap((area) => area.routes.map((route) => ({ ...route, owner: area.key }))),
];

/** Route prefixes per area for single-spa's activeWhen: the start pages of its manifest. */
export const AREA_PREFIXES: Record<AreaKey, string[]> = Object.fromEntries(
  AREA_KEYS.map((key) => [key, AREA_MANIFESTS[key].startPages.map((p) => p.path)]),
) as Record<AreaKey, string[]>;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** decodeURIComponent that never throws: a malformed escape (e.g. '%E0%A4%A') stays as typed. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The route entry matching a concrete path (trailing slash and query ignored), or undefined. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const actual = segments(pathname.split(/[?#]/)[0] ?? '');
  return ROUTES.find((route) => {
    const pattern = segments(route.path);
    return (
      pattern.length === actual.length &&
      pattern.every((part, i) => part.startsWith(':') || safeDecode(actual[i] ?? '') === part)
    );
  });
}

/** The area that owns a path (by prefix, as single-spa sees it), 'shell', or undefined for unknown paths. */
export function ownerOf(pathname: string): AreaKey | 'shell' | undefined {
  if (SHELL_ROUTES.some((route) => isUnderPrefix(pathname, route.path))) return 'shell';
  return areaOfPath(pathname)?.key;
}

/** The documentation path of the current route; the dashboard section for unknown routes. */
export function documentationPathOf(pathname: string): DocumentationPath {
  return matchRoute(pathname)?.documentationPath ?? 'dashboard';
}

interface Breadcrumb {
  text: string;
  href: string;
  /** the current (last) crumb is disabled */
  disabled: boolean;
}

/** Breadcrumb segments longer than this are cut (spec 3 §9). */
const BREADCRUMB_MAX_LENGTH = 15;
/** ... to this many characters plus '...' */
const BREADCRUMB_CUT_LENGTH = 10;

/**
 * Spec 3 §9: 'Breadcrumb segment over 15 characters is cut to 10 characters plus ...'. The spec states it for the
 * requirement breadcrumbs of the impact viewer; we apply it to raw path segments (ids) too, so a long id cannot
 * stretch the 100 px header. The route table's meta texts are not cut: they are the spec's own labels (e.g. 'List
 * of applied Standards & Regulations') and spec 1 §2.3 says the crumb uses the meta text.
 */
function shortenSegment(text: string): string {
  return text.length > BREADCRUMB_MAX_LENGTH ? `${text.slice(0, BREADCRUMB_CUT_LENGTH)}...` : text;
}

/**
 * Breadcrumbs from the path segments (spec 1 §2.3): Dashboard is the root crumb; each further prefix of the path
 * shows its route's breadcrumb text, else the segment itself (shortened). The last crumb is disabled, and so is
 * the artifact crumb of /processes/{artifactId}/current: /processes/{id} takes a version id, not an artifact id.
 */
export function breadcrumbsFor(pathname: string): Breadcrumb[] {
  const parts = segments(pathname.split(/[?#]/)[0] ?? '');
  const crumbs: Breadcrumb[] = [{ text: 'Dashboard', href: '/dashboard', disabled: false }];
  if (!(parts.length === 1 && parts[0] === 'dashboard')) {
    parts.forEach((part, i) => {
      const href = `/${parts.slice(0, i + 1).join('/')}`;
      const artifactOfCurrent = parts[0] === 'processes' && i === 1 && parts[2] === 'current';
      crumbs.push({
        text: matchRoute(href)?.breadcrumb ?? shortenSegment(safeDecode(part)),
        href,
        disabled: artifactOfCurrent,
      });
    });
  }
  return crumbs.map((c, i) => ({ ...c, disabled: c.disabled || i === crumbs.length - 1 }));
}
