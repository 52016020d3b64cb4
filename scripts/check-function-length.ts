/**
 * Fails when a function in the apps (apps/api, apps/web, apps/admin) is over 150 lines (issue 43): a function,
 * method, arrow function or function expression, counted from its first line to its last. Tests are exempt (a
 * `describe` block is a list, not a function to read). A function that grows past the limit is split into
 * named parts. Uses the TypeScript compiler's own parser, so JSX and types are read as the compiler reads
 * them. Run in `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const LINE_LIMIT = 150;

/** Whether the limit applies to this path (relative to the repository's root, with `/`). */
export function isAppSource(path: string): boolean {
  if (!/^apps\/(api|web|admin)\//.test(path) || !/\.tsx?$/.test(path) || path.endsWith('.d.ts')) return false;
  return !/\.(test|spec|stories)\.tsx?$/.test(path) && !/\/(test|e2e)\//.test(path);
}

export interface OverLongFunction {
  readonly path: string;
  readonly name: string;
  readonly line: number;
  readonly lines: number;
}

/** A function's name as a reader finds it: its own, its variable's, its property's, else `(anonymous)`. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

/** The functions of one source file over `limit` lines. */
export function overLongFunctions(path: string, text: string, limit = LINE_LIMIT): OverLongFunction[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: OverLongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) {
        found.push({ path, name: nameOf(node as ts.FunctionLikeDeclaration), line: first + 1, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  // Tracked files and new ones not ignored, so a function is checked before its first commit.
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps'], {
    cwd: root,
    encoding: 'utf8',
  });
  const overLong = listed
    .split('\n')
    .filter(isAppSource)
    .flatMap((path) => {
      try {
        return overLongFunctions(path, readFileSync(join(root, path), 'utf8'));
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });
  if (overLong.length > 0) {
    const lines = overLong.map(({ path, name, line, lines }) => `  ${path}:${line} ${name}: ${lines} lines`);
    console.error(
      `Functions over ${LINE_LIMIT} lines in the apps (split each into named parts):\n${lines.join('\n')}`,
    );
    process.exit(1);
  }
}
