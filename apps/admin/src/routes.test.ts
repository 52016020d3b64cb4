import { describe, expect, it } from 'vitest';
import { routeList, screenOf, screenOfModule } from './routes';

/** The screen modules the route table can render, by their screen's name. */
const modules = Object.keys(import.meta.glob('/src/features/**/*-route.tsx'));
const screenNames = modules.map((module) => screenOfModule(module));

describe("the console's route table comes from its manifest", () => {
  it.each(routeList.map(([name, record]) => [name, screenOf(name, record)]))(
    'renders %s with the screen %s, which exists',
    (_, screen) => {
      expect(screenNames).toContain(screen);
    },
  );

  it('names each screen by one module only, so a route can never render the wrong one', () => {
    expect(new Set(screenNames).size).toBe(modules.length);
  });

  it('gives every page its own path', () => {
    const paths = routeList.map(([, record]) => record.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
