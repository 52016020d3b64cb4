import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_EXAMPLE_FILE, envExample } from '../scripts/env-example.ts';
import { readConfig } from '../src/config.ts';
import { SETTINGS } from '../src/config-settings.ts';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from '../src/node-version.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const names = new Set<string>(SETTINGS.map((setting) => setting.name));

/** Every source file of the server (not the generated types). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The settings `code` reads: `env.NAME` and `process.env.NAME`, `env['NAME']`, and, in a file that reads a
 * setting by a computed name (`env[key]`), every NAME_LIKE_THIS string in it (the names it computes from).
 */
function settingsRead(code: string): string[] {
  const read = [
    ...code.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g),
    ...code.matchAll(/\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g),
  ].map((match) => match[1] as string);
  if (/\benv\[\s*[^'"\s]/.test(code)) {
    read.push(
      ...[...code.matchAll(/['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g)].map((match) => match[1] as string),
    );
  }
  return read;
}

describe('the settings table and .env.example', () => {
  it('.env.example is the one npm run env:example writes from the table', () => {
    // When this fails: npm run env:example, and commit the file.
    expect(readFileSync(ENV_EXAMPLE_FILE, 'utf8')).toBe(envExample());
  });

  it('lists every setting the server reads', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      settingsRead(readFileSync(file, 'utf8'))
        .filter((name) => !names.has(name))
        .map((name) => `${name} (${file.slice(SRC.length)})`),
    );
    // When this fails: add a row to src/config-settings.ts, then npm run env:example.
    expect([...new Set(missing)]).toEqual([]);
    // The scan finds reads of each kind (a scan that found nothing would prove nothing).
    expect(settingsRead("const a = env.PORT ?? process.env.HOST; env['X_Y'];")).toEqual([
      'PORT',
      'HOST',
      'X_Y',
    ]);
    expect(settingsRead("const NAME = 'OJA_SOMETHING_NEW'; read(env[NAME]);")).toEqual(['OJA_SOMETHING_NEW']);
  });

  it('says which settings production refuses to start without, and production names exactly those', () => {
    const read = readConfig({ OJA_MODE: 'production' }, '/tmp/oja-data');
    if (read.ok) throw new Error('production started without its settings');
    const named = SETTINGS.map((setting) => setting.name).filter((name) =>
      read.problems.some((problem) => new RegExp(`\\b${name}\\b`).test(problem)),
    );
    const required = SETTINGS.filter((setting) => 'requiredInProduction' in setting).map(
      (setting) => setting.name,
    );
    expect(named.sort()).toEqual([...required].sort());
  });

  it('gives the defaults the server uses when a setting is unset', () => {
    const read = readConfig({}, '/tmp/oja-data');
    if (!read.ok) throw new Error(read.problems.join(' '));
    const defaultOf = (name: string) =>
      SETTINGS.find((setting) => setting.name === name && 'default' in setting);
    expect(defaultOf('PORT')).toMatchObject({ default: String(read.config.port) });
    expect(defaultOf('OJA_MODE')).toMatchObject({ default: read.config.mode });
    expect(defaultOf('OJA_ROLE')).toMatchObject({ default: read.config.role });
    expect(defaultOf('LOG_LEVEL')).toMatchObject({ default: read.config.logLevel });
    expect(defaultOf('TRUST_PROXY')).toMatchObject({ default: String(read.config.trustProxy) });
  });

  it('marks no secret with a value in .env.example', () => {
    for (const setting of SETTINGS) {
      if (!('secret' in setting)) continue;
      const line = envExample()
        .split('\n')
        .find((text) => text.startsWith(`# ${setting.name}=`));
      // A URL-shaped example (DATABASE_URL, SMTP_URL) shows the shape with the word 'password' only.
      expect(line, setting.name).toMatch(new RegExp(`^# ${setting.name}=(|.*\\bpassword\\b.*)$`));
    }
  });
});

describe('the Node.js the server needs', () => {
  it('is the one package.json engines names, and any other stops it with what to do', () => {
    const engines = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ).engines;
    expect(engines.node).toBe(`>=${REQUIRED_NODE_MAJOR} <${REQUIRED_NODE_MAJOR + 1}`);
    expect(nodeVersionProblem('24.21.0', '/usr/local/bin/node')).toBeUndefined();
    expect(nodeVersionProblem('20.20.2', '/usr/bin/node')).toMatch(
      /^Oja cannot start: it needs Node\.js 24 .*this is Node\.js 20\.20\.2 \(\/usr\/bin\/node\)/,
    );
    expect(nodeVersionProblem('25.0.0', '/usr/bin/node')).toMatch(/needs Node\.js 24/);
  });
});
