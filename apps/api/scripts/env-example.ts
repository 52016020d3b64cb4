/**
 * Writes the repository's `.env.example` from the settings table (src/config-settings.ts):
 *
 *   npm run env:example
 *
 * Every line is commented out: an empty `NAME=` is not the same as an unset setting for all of them (an empty
 * PORT is port 0), so an operator uncomments only what they set. test/config-settings.test.ts fails when the
 * file in the repository differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SETTING_GROUPS, SETTINGS, type Setting } from '../src/config-settings.ts';

export const ENV_EXAMPLE_FILE = fileURLToPath(new URL('../../../.env.example', import.meta.url));

const WIDTH = 110;

/** `text` as comment lines of at most WIDTH characters, broken between words. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > WIDTH && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

function entry(setting: Setting): string[] {
  const marks = [
    setting.requiredInProduction ? 'Required in production.' : '',
    setting.secret ? 'Secret.' : '',
    setting.default === undefined ? '' : `Default: ${setting.default}.`,
  ].filter(Boolean);
  const value = setting.default ?? setting.example ?? '';
  return [
    ...comment(`${setting.meaning}${marks.length ? ` ${marks.join(' ')}` : ''}`),
    `# ${setting.name}=${value}`,
  ];
}

/** The text of `.env.example`. */
export function envExample(): string {
  const lines = [
    "# Oja's settings, every one the server reads. Written by `npm run env:example` from",
    '# apps/api/src/config-settings.ts: change the table, not this file.',
    '#',
    '# Copy it to .env (never committed), uncomment and fill what you set: compose.yaml (env_file) and the',
    '# systemd units of deploy/ (EnvironmentFile=) read such a file. What production mode (OJA_MODE=production)',
    '# refuses to start without says "Required in production"; "Secret" ones belong in a secret store, never in',
    '# a log or a URL. docs/deploy.md says how to run the server.',
  ];
  for (const group of SETTING_GROUPS) {
    const settings: readonly Setting[] = SETTINGS.filter((setting) => setting.group === group);
    if (settings.length === 0) continue;
    lines.push('', `## ${group}`);
    for (const setting of settings) lines.push('', ...entry(setting));
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ENV_EXAMPLE_FILE, envExample());
  console.log(`Wrote ${ENV_EXAMPLE_FILE} (${SETTINGS.length} settings).`);
}
