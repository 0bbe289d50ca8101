export { DueForReviewPage } from './DueForReviewPage';
