import { DOCUMENTATION_PATHS } from '@qms/shared-api';
import {
  AREA_PREFIXES,
  ROUTES,
  breadcrumbsFor,
  documentationPathOf,
  matchRoute,
  ownerOf,
  safeDecode,
} from './routes';

describe('route table', () => {
  it('redirects / and /sops to /processes', () => {
    expect(matchRoute('/')?.redirectTo).toBe('/processes');
    expect(matchRoute('/sops')?.redirectTo).toBe('/processes');
  });

  it('matches parameterised routes to their titles', () => {
    expect(matchRoute('/processes')?.title).toBe('Process Overview');
    expect(matchRoute('/processes/1234')?.title).toBe('Process Detail');
    expect(matchRoute('/processes/abc/current')?.title).toBe('Current');
    expect(matchRoute('/dashboard')?.title).toBe('Dashboard');
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('uses each of the nine documentation paths', () => {
    const used = new Set(ROUTES.map((r) => r.documentationPath).filter(Boolean));
    expect([...used].sort()).toEqual([...DOCUMENTATION_PATHS].sort());
    expect(documentationPathOf('/sr-list/42')).toBe('gap-analysis');
    expect(documentationPathOf('/processes/7/current')).toBe('process');
    expect(documentationPathOf('/unknown')).toBe('dashboard');
  });

  it('assigns route prefixes to areas for single-spa', () => {
    expect(AREA_PREFIXES).toEqual({
      processes: ['/processes'],
      templates: ['/template-contents', '/roles', '/glossary', '/templates', '/products'],
      regulations: ['/sr-list'],
      impact: ['/impact-analysis'],
    });
    expect(ownerOf('/templates/5')).toBe('templates');
    expect(ownerOf('/template-contents')).toBe('templates');
    expect(ownerOf('/processes-x')).toBeUndefined();
    expect(ownerOf('/dashboard')).toBe('shell');
  });
});

describe('breadcrumbs', () => {
  it('is just a disabled Dashboard crumb on the dashboard', () => {
    expect(breadcrumbsFor('/dashboard')).toEqual([{ text: 'Dashboard', href: '/dashboard', disabled: true }]);
  });

  it('uses the meta text or else the segment, with only the last crumb disabled', () => {
    expect(breadcrumbsFor('/templates/v-1/extra')).toEqual([
      { text: 'Dashboard', href: '/dashboard', disabled: false },
      { text: 'Templates', href: '/templates', disabled: false },
      { text: 'Template Detail', href: '/templates/v-1', disabled: false },
      { text: 'extra', href: '/templates/v-1/extra', disabled: true },
    ]);
    expect(breadcrumbsFor('/roles/extra').map((c) => c.text)).toEqual(['Dashboard', 'Roles', 'extra']);
  });

  it('does not link the artifact crumb of /processes/{artifactId}/current (/processes/{id} wants a version id)', () => {
    expect(breadcrumbsFor('/processes/a-1/current')).toEqual([
      { text: 'Dashboard', href: '/dashboard', disabled: false },
      { text: 'Process Overview', href: '/processes', disabled: false },
      { text: 'Process Detail', href: '/processes/a-1', disabled: true },
      { text: 'Current', href: '/processes/a-1/current', disabled: true },
    ]);
    expect(breadcrumbsFor('/processes/v-1/other').map((c) => c.disabled)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('cuts a segment over 15 characters to 10 plus ... but keeps the meta texts whole', () => {
    const texts = (path: string) => breadcrumbsFor(path).map((c) => c.text);
    expect(texts('/roles/123456789012345')).toEqual(['Dashboard', 'Roles', '123456789012345']);
    expect(texts('/roles/1234567890123456')).toEqual(['Dashboard', 'Roles', '1234567890...']);
    expect(texts('/roles/%C3%A4%C3%A4%C3%A4%C3%A4%C3%A4%C3%A4%C3%A4%C3%A4')).toEqual([
      'Dashboard',
      'Roles',
      'ääääääää',
    ]);
    expect(texts('/sr-list')).toEqual(['Dashboard', 'List of applied Standards & Regulations']);
  });

  it('survives a malformed escape in the URL', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
    expect(safeDecode('a%20b')).toBe('a b');
    expect(() => matchRoute('/foo/%E0%A4%A')).not.toThrow();
    expect(breadcrumbsFor('/foo/%E0%A4%A').map((c) => c.text)).toEqual(['Dashboard', 'foo', '%E0%A4%A']);
  });
});
