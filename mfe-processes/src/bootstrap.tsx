// The standalone dev host only; inside the suite the shell mounts ./spa and owns Mantine's global CSS.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import { renderStandaloneArea } from '@qms/shared-ui';
import { AREA } from './app/area';
import { AreaRoutes } from './app/routes';

void renderStandaloneArea({ area: AREA, AreaRoutes });
