export { MyTrainingsPage } from './MyTrainingsPage';
