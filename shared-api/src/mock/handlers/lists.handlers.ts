import { http, HttpResponse } from 'msw';
import { getMockDb } from '../db';
import { qms, sr } from './util';

/** The read-only lists of the other areas' first slices. */
export const listsHandlers = [
  http.get(qms('/sops'), () => HttpResponse.json(getMockDb().sops)),
  http.get(qms('/templates'), () => HttpResponse.json(getMockDb().templates)),
  http.get(sr('/regulations'), () =>
    HttpResponse.json([...getMockDb().regulations].sort((a, b) => a.title.localeCompare(b.title))),
  ),
  http.get(qms('/impact-analyses/search'), () => HttpResponse.json({ results: getMockDb().impactAnalyses })),
];
