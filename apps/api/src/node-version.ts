/**
 * Stops the server at once, with a message saying what to do, on a Node.js other than the one package.json's
 * `engines` names (24). main.ts imports this module first, so it runs before the rest of the server: the
 * built server (dist/main.js) would otherwise start on Node 20 and fail later in a way that names nothing.
 * (Node 20 cannot run the TypeScript source at all: it stops with ERR_UNKNOWN_FILE_EXTENSION before this runs.)
 */
export const REQUIRED_NODE_MAJOR = 24;

/** Why `version` (process.versions.node, like '24.21.0') cannot run the server, or undefined when it can. */
export function nodeVersionProblem(version: string, executable: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major === REQUIRED_NODE_MAJOR) return undefined;
  return (
    `Oja cannot start: it needs Node.js ${REQUIRED_NODE_MAJOR} (package.json "engines"), and this is Node.js ` +
    `${version} (${executable}). In a clone of the repository, run it through npm (npm start, npm run …, npx node), ` +
    `which uses the Node ${REQUIRED_NODE_MAJOR} of its devDependencies; in production install Node.js ` +
    `${REQUIRED_NODE_MAJOR} (the node:${REQUIRED_NODE_MAJOR} image of the Dockerfile). See docs/deploy.md.`
  );
}

const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
