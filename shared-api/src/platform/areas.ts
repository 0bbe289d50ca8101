/**
 * The suite's areas, each declared ONCE (issue 5.2). The shell derives its route table, navigation, area list and
 * single-spa prefixes from here; each remote derives its lifecycles' name, its standalone host and its
 * "Page not found" start pages; the MF container name follows from the key (`mfe_<key>`, as
 * tools/mf-config derives it from the remote's folder `mfe-<key>`). Adding an area = one key + one entry below,
 * plus its own folders (remote, server module, contract).
 */

/** Area keys: remotes.json keys, `/remotes/<area>/…` folders, the remotes' folders and the server's area modules. */
export const AREA_KEYS = ['processes', 'templates', 'regulations', 'impact'] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

/** The manual sections (spec 1 §2.1): the Help menu opens `/docs/{path}`; the server has one page each. */
export const DOCUMENTATION_PATHS = [
  'process',
  'dashboard',
  'sr-list',
  'gap-analysis',
  'template-contents',
  'roles',
  'glossary',
  'templates',
  'impact-analysis',
  'audit-trail',
  'users',
  'training',
] as const;
export type DocumentationPath = (typeof DOCUMENTATION_PATHS)[number];

/** A route of an area (spec 1 §2.1, spec 2 §2, spec 3 §2): title, breadcrumb text and manual section. */
interface AreaRoute {
  /** path pattern; ':name' matches one segment */
  path: string;
  /** route name used for navigation (spec 1 §2.1 named views) */
  name?: string;
  title: string;
  /** breadcrumb meta text */
  breadcrumb: string;
  documentationPath: DocumentationPath;
}

/** A route prefix of an area with its start page: single-spa activates the area below it. */
export interface AreaStartPage {
  /** a route prefix of the area, e.g. '/roles' */
  path: string;
  /** the start page's title, e.g. 'Roles' */
  label: string;
}

/** The shell's navigation icons, by name (shared-api carries no icon library; the shell maps them). */
export type NavIconName =
  | 'processes'
  | 'templates'
  | 'contents'
  | 'glossary'
  | 'regulations'
  | 'impact'
  | 'roles';

/** An entry of the left navigation; `order` places it among all areas' entries (spec 1 §2.3's order). */
interface AreaNavEntry {
  label: string;
  path: string;
  icon: NavIconName;
  order: number;
}

export interface AreaManifest {
  key: AreaKey;
  /** Module Federation container name; the remote exposes './spa' */
  mfName: `mfe_${AreaKey}`;
  /** the area's name: unavailable panel, error messages, standalone host */
  title: string;
  /** the route prefixes (single-spa activeWhen) with their start pages */
  startPages: readonly AreaStartPage[];
  routes: readonly AreaRoute[];
  nav: readonly AreaNavEntry[];
}

export const AREA_MANIFESTS: { readonly [K in AreaKey]: AreaManifest & { key: K } } = {
  processes: {
    key: 'processes',
    mfName: 'mfe_processes',
    title: 'Processes',
    startPages: [{ path: '/processes', label: 'Process Overview' }],
    routes: [
      {
        path: '/processes',
        title: 'Process Overview',
        breadcrumb: 'Process Overview',
        documentationPath: 'process',
      },
      {
        path: '/processes/:id',
        name: 'SopDetailView',
        title: 'Process Detail',
        breadcrumb: 'Process Detail',
        documentationPath: 'process',
      },
      {
        path: '/processes/:artifactId/current',
        title: 'Current',
        breadcrumb: 'Current',
        documentationPath: 'process',
      },
    ],
    nav: [{ label: 'Process Overview', path: '/processes', icon: 'processes', order: 10 }],
  },
  templates: {
    key: 'templates',
    mfName: 'mfe_templates',
    title: 'Templates',
    startPages: [
      { path: '/template-contents', label: 'Template Contents' },
      { path: '/roles', label: 'Roles' },
      { path: '/glossary', label: 'Glossary' },
      { path: '/templates', label: 'Templates' },
      // our addition: managing the products of product-requirement blocks (ADR 0071)
      { path: '/products', label: 'Products' },
    ],
    routes: [
      {
        path: '/template-contents',
        title: 'Template Contents',
        breadcrumb: 'Template Contents',
        documentationPath: 'template-contents',
      },
      { path: '/roles', title: 'Roles', breadcrumb: 'Roles', documentationPath: 'roles' },
      { path: '/glossary', title: 'Glossary', breadcrumb: 'Glossary', documentationPath: 'glossary' },
      { path: '/templates', title: 'Templates', breadcrumb: 'Templates', documentationPath: 'templates' },
      {
        path: '/templates/:id',
        name: 'TemplateDetailView',
        title: 'Template Detail',
        breadcrumb: 'Template Detail',
        documentationPath: 'templates',
      },
      { path: '/products', title: 'Products', breadcrumb: 'Products', documentationPath: 'templates' },
    ],
    nav: [
      { label: 'Templates', path: '/templates', icon: 'templates', order: 20 },
      { label: 'Template Contents', path: '/template-contents', icon: 'contents', order: 30 },
      { label: 'Glossary', path: '/glossary', icon: 'glossary', order: 40 },
      { label: 'Roles', path: '/roles', icon: 'roles', order: 70 },
    ],
  },
  regulations: {
    key: 'regulations',
    mfName: 'mfe_regulations',
    title: 'Standards & Regulations',
    startPages: [{ path: '/sr-list', label: 'List of applied Standards & Regulations' }],
    routes: [
      {
        path: '/sr-list',
        title: 'List of applied Standards & Regulations',
        breadcrumb: 'List of applied Standards & Regulations',
        documentationPath: 'sr-list',
      },
      {
        path: '/sr-list/:id',
        name: 'RegulationsDetailView',
        title: 'Gap list',
        breadcrumb: 'Gap list',
        documentationPath: 'gap-analysis',
      },
    ],
    nav: [
      { label: 'List of applied Standards & Regulations', path: '/sr-list', icon: 'regulations', order: 50 },
    ],
  },
  impact: {
    key: 'impact',
    mfName: 'mfe_impact',
    title: 'Impact Analysis',
    startPages: [{ path: '/impact-analysis', label: 'Impact Analysis Overview' }],
    routes: [
      {
        path: '/impact-analysis',
        title: 'Impact Analysis Overview',
        breadcrumb: 'Impact Analysis',
        documentationPath: 'impact-analysis',
      },
      {
        path: '/impact-analysis/:impactAnalysisId',
        name: 'ImpactAnalysisDetail',
        title: 'Impact Analysis Detail',
        breadcrumb: 'Impact Analysis Detail',
        documentationPath: 'impact-analysis',
      },
    ],
    nav: [{ label: 'Impact Analysis', path: '/impact-analysis', icon: 'impact', order: 60 }],
  },
};

/** The manifests in AREA_KEYS order. */
export const AREA_LIST: readonly AreaManifest[] = AREA_KEYS.map((key) => AREA_MANIFESTS[key]);

/** The prefix itself or anything below it (not '/processes-x'): single-spa's activeWhen and "Page not found". */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The area whose start pages (route prefixes) contain the path, or undefined. */
export function areaOfPath(pathname: string): AreaManifest | undefined {
  return AREA_LIST.find((area) => area.startPages.some((p) => isUnderPrefix(pathname, p.path)));
}
