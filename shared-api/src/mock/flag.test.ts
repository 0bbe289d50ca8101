import { isProductionBackend } from './flag';

describe('isProductionBackend', () => {
  const original = process.env.QMS_PRODUCTION_BACKEND;
  afterEach(() => {
    delete window.__QMS_CONFIG__;
    if (original === undefined) delete process.env.QMS_PRODUCTION_BACKEND;
    else process.env.QMS_PRODUCTION_BACKEND = original;
  });

  it('defaults to the real backend', () => {
    delete process.env.QMS_PRODUCTION_BACKEND;
    expect(isProductionBackend()).toBe(true);
  });

  it("is false only for the build-time string 'false'", () => {
    process.env.QMS_PRODUCTION_BACKEND = 'false';
    expect(isProductionBackend()).toBe(false);
    process.env.QMS_PRODUCTION_BACKEND = '0';
    expect(isProductionBackend()).toBe(true);
  });

  it('lets the page config win over the build', () => {
    process.env.QMS_PRODUCTION_BACKEND = 'false';
    window.__QMS_CONFIG__ = { productionBackend: true };
    expect(isProductionBackend()).toBe(true);
  });
});
