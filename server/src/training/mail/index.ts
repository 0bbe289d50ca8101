// The training mails feature (issue 29.7): the user's setting, and the sweep the server schedules.
export { trainingMailRoutes } from './mail.routes';
export { scheduleTrainingMailSweep, sweepTrainingMails, type SweepDeps } from './mail-sweep';
