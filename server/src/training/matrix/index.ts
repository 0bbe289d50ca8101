// The Training matrix feature (issue 29.5): the matrix, its CSV and the PDF training records.
export { matrixRoutes } from './matrix.routes';
