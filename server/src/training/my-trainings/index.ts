export { myTrainingsRoutes } from './my-trainings.routes';
