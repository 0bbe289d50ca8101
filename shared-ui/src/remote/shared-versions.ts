/**
 * The suite's own shared packages (@qms/shared-ui, @qms/shared-api) follow semver: a remote asks for `^X.Y.0` of the
 * version it was built against (tools/mf-config). When the live shell provides less, the remote is refused at
 * load with a message naming what it needs, in place of Module Federation's console warning and a crash or an
 * `undefined` component later (docs/rollback-one-area.md).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';

export class SharedVersionError extends Error {
  override name = 'SharedVersionError';

  constructor(
    readonly packageName: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`needs suite ${shortName(packageName)} ${atLeast(required)}; this suite provides ${provided}`);
  }
}

/** '@qms/shared-ui/table' → 'shared-ui' */
function shortName(packageName: string): string {
  return packageName.split('/')[1] ?? packageName;
}

/** '^1.3.0' → '≥ 1.3' (the minor is what a team bumps when it adds an export) */
function atLeast(required: string): string {
  const match = /^\^?(\d+)\.(\d+)/.exec(required);
  return match ? `≥ ${match[1]}.${match[2]}` : required;
}

/** The error's message when a load failed for a shared version, else undefined (an outage, a bug). */
export function sharedVersionReason(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.name === 'SharedVersionError') return current.message;
  }
  return undefined;
}

export function sharedVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qms-shared-versions',
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      if (!args.pkgName.startsWith('@qms/') || typeof required !== 'string') return args;
      if (!args.version || satisfy(args.version, required)) return args;
      const provided = args.version;
      return {
        ...args,
        resolver: () => {
          throw new SharedVersionError(args.pkgName, required, provided);
        },
      };
    },
  };
}
