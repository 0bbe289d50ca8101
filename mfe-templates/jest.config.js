/** @type {import('jest').Config} */
module.exports = {
  // jsdom plus Node's fetch/Request/Response (plain jsdom has no fetch), which MSW needs
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  passWithNoTests: true,
};
