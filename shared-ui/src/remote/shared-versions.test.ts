import { SharedVersionError, sharedVersionReason, sharedVersionsPlugin } from './shared-versions';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof sharedVersionsPlugin>['resolveShare']>>[0];

function args(pkgName: string, requiredVersion: string | false, version: string): ResolveShareArgs {
  const resolver = jest.fn(() => ({ shared: { version }, useTreesShaking: false }));
  return {
    pkgName,
    version,
    resolver,
    scope: 'default',
    shareInfo: { shareConfig: { requiredVersion, singleton: true } },
  } as unknown as ResolveShareArgs;
}

const plugin = sharedVersionsPlugin();
const resolve = (a: ResolveShareArgs) => plugin.resolveShare!(a) as ResolveShareArgs;

test('a remote needing a newer minor of shared-ui is refused with what it needs', () => {
  const result = resolve(args('@qms/shared-ui', '^2.3.0', '2.1.4'));
  expect(() => result.resolver()).toThrow(
    new SharedVersionError('@qms/shared-ui', '^2.3.0', '2.1.4').message,
  );
  expect(() => result.resolver()).toThrow('needs suite shared-ui ≥ 2.3; this suite provides 2.1.4');
});

test('another major is refused too, a subpath names its package', () => {
  const result = resolve(args('@qms/shared-ui/table', '^3.0.0', '2.9.0'));
  expect(() => result.resolver()).toThrow('needs suite shared-ui ≥ 3.0; this suite provides 2.9.0');
});

test('a satisfied version, and packages not of the suite, resolve as Module Federation does', () => {
  const ok = args('@qms/shared-api', '^1.1.0', '1.4.0');
  expect(resolve(ok)).toBe(ok);
  const foreign = args('@mantine/core', '^8.0.0', '7.17.8');
  expect(resolve(foreign)).toBe(foreign);
});

test('the reason is found through wrapping errors, and only for version refusals', () => {
  const refused = new Error('loading chunk failed', {
    cause: new SharedVersionError('@qms/shared-api', '^1.2.0', '1.1.0'),
  });
  expect(sharedVersionReason(refused)).toBe('needs suite shared-api ≥ 1.2; this suite provides 1.1.0');
  expect(sharedVersionReason(new Error('network'))).toBeUndefined();
  expect(sharedVersionReason('x')).toBeUndefined();
});
