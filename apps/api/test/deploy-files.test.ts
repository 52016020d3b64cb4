import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTINGS } from '../src/config-settings.ts';

/**
 * The deployment recipes at the repository's root name only settings the server reads, give the roles the
 * docs/api/configuration.md describes (OJA_ROLE), and let a stopping process finish within its grace (25 s) before it is killed. No container
 * engine runs here: scripts/check-production-build.ts performs the Dockerfile's runtime stage instead.
 */
const root = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const settingNames = new Set<string>(SETTINGS.map((setting) => setting.name));
const SHUTDOWN_GRACE_S = 25;

describe('compose.yaml', () => {
  const compose = parse(root('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      { environment?: Record<string, string>; stop_grace_period?: string; image?: string }
    >;
  };
  const oja = Object.entries(compose.services).filter(([, service]) => service.image === 'oja');

  it('runs two web processes and one worker on PostgreSQL, with pictures in the bucket', () => {
    const roles = oja.map(([name, service]) => `${name}: ${service.environment?.OJA_ROLE}`);
    expect(roles.sort()).toEqual(['web-1: web', 'web-2: web', 'worker: worker']);
    for (const [, service] of oja) {
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/oja:.*@postgres:5432\/oja$/);
      expect(service.environment?.OJA_PICTURES_S3_ENDPOINT).toBe('http://minio:9000');
      expect(Number.parseInt(service.stop_grace_period ?? '0', 10)).toBeGreaterThan(SHUTDOWN_GRACE_S);
    }
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'proxy']));
  });

  it('sets only settings of the table', () => {
    const names = oja.flatMap(([, service]) => Object.keys(service.environment ?? {}));
    expect(names.filter((name) => !settingNames.has(name))).toEqual([]);
  });
});

describe('the systemd units', () => {
  for (const unit of ['deploy/oja-web@.service', 'deploy/oja-worker.service']) {
    it(`${unit} reads the settings file, restarts, and outwaits the grace on SIGTERM`, () => {
      const text = root(unit);
      expect(text).toMatch(/^EnvironmentFile=\/etc\/oja\/oja\.env$/m);
      expect(text).toMatch(/^Restart=always$/m);
      expect(text).toMatch(/^KillSignal=SIGTERM$/m);
      expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(text)?.[1])).toBeGreaterThan(SHUTDOWN_GRACE_S);
      expect(text).toMatch(/^ExecStart=\/usr\/bin\/node --enable-source-maps apps\/api\/dist\/main\.js$/m);
      const environment = /^Environment=(.*)$/m.exec(text)?.[1] ?? '';
      const names = environment.split(' ').map((pair) => pair.split('=')[0] as string);
      expect(names.filter((name) => !settingNames.has(name))).toEqual([]);
      expect(environment).toContain(unit.includes('worker') ? 'OJA_ROLE=worker' : 'OJA_ROLE=web');
    });
  }
});

describe('the Dockerfile', () => {
  it('runs as a non-root user in production mode, stops on SIGTERM and checks /healthz', () => {
    const runtime =
      root('Dockerfile')
        .split(/^FROM /m)
        .at(-1) ?? '';
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/m);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
    const names = [...runtime.matchAll(/^ENV (\w+)=/gm)].map((match) => match[1] as string);
    expect(names).toEqual(expect.arrayContaining(['NODE_ENV', 'OJA_MODE']));
    expect(names.filter((name) => !settingNames.has(name))).toEqual([]);
  });
});
