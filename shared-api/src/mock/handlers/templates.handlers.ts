import { http, HttpResponse } from 'msw';
import { getMockDb } from '../db';
import { rolesHandlers } from './roles.handlers';
import { qms } from './util';

/** The templates area: roles (full CRUD, see roles.handlers.ts) and the template list. */
export const templatesHandlers = [
  ...rolesHandlers,
  http.get(qms('/templates'), () => HttpResponse.json(getMockDb().templates)),
];
