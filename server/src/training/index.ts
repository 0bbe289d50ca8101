// The training module (issue 29): who must read a released version, their signed "read and understood", the
// training matrix. Other areas and route-table.ts use only what this file exports.
import { matrixRoutes } from './matrix/index';
import { trainingMailRoutes } from './mail/index';

export { scheduleTrainingMailSweep, sweepTrainingMails } from './mail/index';

/** The training module's routes (route-table.ts). */
export const trainingAreaRoutes = [...matrixRoutes, ...trainingMailRoutes];
