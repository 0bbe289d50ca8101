import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './suite';

export interface ShellRoute {
  path: string;
  title?: string;
  redirectTo?: string;
}

/**
 * The shell's route table (shell/src/config/routes.ts, itself derived from shared-api's AREA_MANIFESTS), read by
 * running that module: a route an area adds later is visited by the tests without editing them. It runs in a child
 * Node with tsx because Playwright's loader cannot import the shell's sources (a CommonJS package of ESM TSX).
 */
export function shellRoutes(): ShellRoute[] {
  const routesModule = path.join(repoRoot, 'shell', 'src', 'config', 'routes.ts');
  // Node 22 hands a CommonJS package's module over as `default` only; Node 20 also named its exports
  const script = `const m = await import(${JSON.stringify(routesModule)}); console.log(JSON.stringify(m.ROUTES ?? m.default.ROUTES));`;
  const output = execFileSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(repoRoot, 'e2e'),
    encoding: 'utf8',
  });
  return JSON.parse(output) as ShellRoute[];
}
