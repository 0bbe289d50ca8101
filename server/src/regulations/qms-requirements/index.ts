import { qmsRequirementsReadRoutes } from './qms-requirements.routes';
import { qmsRequirementsWriteRoutes } from './qms-requirements-write.routes';

/** The gap list: QMS requirements (assessments), evidence, block links, CSV and product requirements. */
export const qmsRequirementsRoutes = [...qmsRequirementsReadRoutes, ...qmsRequirementsWriteRoutes];
