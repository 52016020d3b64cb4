import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../paths.ts';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, e.g. '/products/get-single-product/{id}'. */
  path: string;
  pattern: RegExp;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  /** The document's security requirements: `[{ staffSession: [] }]` for a console call, `[]` for a public one. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  components: JsonSchema;
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function loadDocument(path = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Every operation of the document, with a pattern to match request paths against. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map((method) => {
      const op = item[method] as Omit<Operation, 'method' | 'path' | 'pattern'>;
      return {
        ...op,
        parameters: op.parameters ?? [],
        method: method.toUpperCase(),
        path,
        pattern: pathPattern(path),
      };
    }),
  );
}
