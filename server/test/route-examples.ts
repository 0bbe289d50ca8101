// Every feature's `<feature>.examples.ts` (the requests and rows of the generated route checks), found by name so a
// new feature's examples are picked up without a list to keep, merged by route key.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeKey, type RouteCheckExample, type RouteExamples } from '../src/http/route-examples';
import type { AnyRoute } from '../src/http/route';

const ROUTE_KEY = /^(GET|POST|PUT|DELETE) \//;
const isRouteExamples = (value: unknown): value is RouteExamples =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => ROUTE_KEY.test(key));

async function loadExamples(): Promise<RouteExamples> {
  const root = path.resolve(import.meta.dirname, '../src');
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.examples.ts'))
    .sort();
  const all: RouteExamples = {};
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module).filter(isRouteExamples)) {
      for (const [key, example] of Object.entries(value)) {
        if (all[key]) throw new Error(`${file}: a second example for ${key}`);
        all[key] = example;
      }
    }
  }
  return all;
}

export const routeExamples: RouteExamples = await loadExamples();

export const examplesOf = (route: AnyRoute): RouteCheckExample => routeExamples[routeKey(route)] ?? {};
