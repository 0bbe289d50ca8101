export { assignmentsRoutes } from './assignments.routes';
export { assignTrainingsOnRelease, withdrawUnheldTrainings } from './assignments.service';
