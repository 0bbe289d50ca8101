export { TrainingMatrixPage } from './TrainingMatrixPage';
