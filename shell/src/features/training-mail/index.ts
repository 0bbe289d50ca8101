// The training mail setting (issue 29.7): the lead places the switch on My Trainings.
export { TrainingMailSwitch } from './TrainingMailSwitch';
