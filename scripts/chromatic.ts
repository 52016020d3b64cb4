/**
 * `npm run chromatic`: publishes the built Storybook to Chromatic. Without CHROMATIC_PROJECT_TOKEN it says how
 * to get one and exits without calling the CLI (the CLI never exits on a machine without internet).
 */
import { execFileSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(`CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.
To publish the Storybook to Chromatic:
  1. Sign in at chromatic.com with the team's GitHub account and create a project for this repository.
  2. Copy the project token from Manage → Configure.
  3. Run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
CI on these machines has no internet and never calls Chromatic.`);
  process.exit(0);
}

execFileSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
// A time-out, because the CLI retries forever when the network is unreachable.
execFileSync(
  'timeout',
  [
    '900',
    'npx',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);
