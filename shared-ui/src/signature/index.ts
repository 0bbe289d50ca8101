export * from './SignatureDialog';
export * from './format-signed-at';
