// Electronic signatures (21 CFR Part 11): the password check against the identity provider, the stored
// signature records and the content hash that binds a signature to what was signed. Used by change control.
export { appOf, verifySignaturePassword, type SignatureCredentials } from './verify';
export { signaturesRoutes } from './signatures.routes';
export { FAILED_ATTEMPTS_SUBJECT, type SignedRecord } from './failed-attempts';
export { keycloakPasswordCheck } from './keycloak';
export { canonicalJson, contentHash } from './content-hash';
export {
  insertSignature,
  recordHasSignatures,
  releaseSignaturesOfRecord,
  signaturesByIds,
  signaturesOfRecord,
  type ReleaseSignature,
  type SignatureValues,
} from './signatures.repository';
