import {
  hasRole,
  SR_LICENSED,
  type Regulation,
  type RegulationRequirement,
  type SessionUser,
} from '@qms/shared-api/contract';

export type Viewer = Pick<SessionUser, 'roles'>;

/**
 * Licensing is enforced here, on the server (spec 3 §5, §6): VIEW_OPEN text is for everyone, VIEW_LICENSED text
 * only for holders of the SR_LICENSED realm role. Every route that answers requirement text passes each
 * requirement through redactRequirement; route-table.licensing.test.ts walks all routes to prove none leaks.
 */
export function mayViewContent(viewer: Viewer, regulation: Pick<Regulation, 'licenseTypeView'>): boolean {
  return regulation.licenseTypeView === 'VIEW_OPEN' || hasRole(viewer.roles, SR_LICENSED);
}

/** Headings stay visible; any other requirement loses its text and guidance without the licence. */
export function redactRequirement<T extends Omit<RegulationRequirement, 'contentVisible'>>(
  viewer: Viewer,
  regulation: Pick<Regulation, 'licenseTypeView'>,
  requirement: T,
): T & { contentVisible: boolean } {
  if (mayViewContent(viewer, regulation)) return { ...requirement, contentVisible: true };
  // a heading's title is the table of contents; its guidance (group overview) is licensed content
  if (requirement.type === 'HEADING') return { ...requirement, guidance: null, contentVisible: true };
  return { ...requirement, text: null, guidance: null, contentVisible: false };
}

/**
 * The gap-list CSV (docs/adr/0082-gap-list-csv.md): the view right for the regulation's text
 * and its export licence: EXPORT_OPEN for every reader, EXPORT_LICENSED for SR_LICENSED holders, EXPORT_NONE never.
 */
export function mayExport(
  viewer: Viewer,
  regulation: Pick<Regulation, 'licenseTypeView' | 'licenseTypeExport'>,
) {
  if (!mayViewContent(viewer, regulation)) return false;
  if (regulation.licenseTypeExport === 'EXPORT_OPEN') return true;
  return regulation.licenseTypeExport === 'EXPORT_LICENSED' && hasRole(viewer.roles, SR_LICENSED);
}
