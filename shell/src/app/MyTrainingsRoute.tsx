import { MyTrainingsPage } from '../features/my-trainings';
import { TrainingMailSwitch } from '../features/training-mail';

/** My Trainings with the user's training mail setting above the list (two features, composed here). */
export function MyTrainingsRoute(): JSX.Element {
  return <MyTrainingsPage mailSetting={<TrainingMailSwitch />} />;
}
