import { http, HttpResponse } from 'msw';
import { getMockDb } from '../db';
import { qms } from './util';

/** The processes area: the SOP list of the overview. */
export const processesHandlers = [http.get(qms('/sops'), () => HttpResponse.json(getMockDb().sops))];
