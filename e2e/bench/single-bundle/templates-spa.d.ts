// The alias of webpack.config.cjs (mfe-templates/src/app/spa.tsx); typed loosely so the e2e typecheck does not
// compile an area's sources with the e2e settings (the area's own typecheck covers them).
declare module 'qms-single-bundle/templates-spa' {
  const lifecycles: unknown;
  export default lifecycles;
}
