require('@testing-library/jest-dom');

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// findBy*/waitFor wait up to 5 s (default 1 s): the machine running CI is shared, and a first table render can
// take longer than a second there. A passing test is not slowed down by this.
let testingLibraryDom;
try {
  // the package's own copy (the one its tests import), not one beside this file
  testingLibraryDom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
} catch {
  testingLibraryDom = undefined; // a package without Testing Library
}
testingLibraryDom?.configure({ asyncUtilTimeout: 5000 });
