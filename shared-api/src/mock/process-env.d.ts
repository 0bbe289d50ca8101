// The one Node global the browser code reads (process.env.X, replaced at build time by DefinePlugin). Declared the
// same way @types/node does, so packages with and without Node types both compile shared-api's sources.
declare namespace NodeJS {
  interface ProcessEnv {
    [key: string]: string | undefined;
  }
  interface Process {
    env: ProcessEnv;
  }
}
// `var` as in @types/node: identical global declarations merge, a `const` would clash
// eslint-disable-next-line no-var
declare var process: NodeJS.Process;
