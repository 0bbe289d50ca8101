import { http, HttpResponse } from 'msw';
import { getMockDb } from '../db';
import { sr } from './util';

/** The regulations area (standards service): the applied standards and regulations, sorted by title. */
export const regulationsHandlers = [
  http.get(sr('/regulations'), () =>
    HttpResponse.json([...getMockDb().regulations].sort((a, b) => a.title.localeCompare(b.title))),
  ),
];
