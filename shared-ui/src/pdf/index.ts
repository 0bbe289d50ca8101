// The embedded PDF viewer, a subpath of its own (`@qms/shared-ui/pdf`): kept out of the shared singleton
// `@qms/shared-ui`, so the shell never carries it and each remote that shows a PDF bundles it (lazily) with its own
// pdf.js worker asset.
export { StoredPdfViewer } from './StoredPdfViewer';
