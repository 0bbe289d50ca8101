import { http, HttpResponse } from 'msw';
import { getMockDb } from '../db';
import { qms } from './util';

/** The impact area: the analyses search of the overview. */
export const impactHandlers = [
  http.get(qms('/impact-analyses/search'), () => HttpResponse.json({ results: getMockDb().impactAnalyses })),
];
