import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument } from '../../src/openapi/document.ts';

/**
 * Values for the fields of openapi.yaml's schemas: valid-looking ones built from the schema (type, enum,
 * pattern, format, bounds, required properties), with realistic candidates for well-known field names
 * (real product ids, fresh emails...) so that requests reach past validation; and bad ones (wrong types,
 * out-of-range numbers, control characters, very long and odd strings).
 */

/** The C0 controls the API refuses (all but tab, LF, CR) and DEL. */
const REFUSED_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter(
    (ch) => !['\t', '\n', '\r'].includes(ch),
  ),
  '\u007f',
];
/** Characters that look alarming but are allowed: tab, LF, CR, C1 controls, format and private characters. */
const ALLOWED_ODDITIES = [
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u0085',
  '\u009b',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ue000',
];

export function hasRefusedControl(text: string): boolean {
  for (const ch of text) if (REFUSED_CONTROLS.includes(ch)) return true;
  return false;
}

/** Candidates for well-known field names, filled from the running API (see server.ts). */
export class Dictionary {
  productIDs: string[] = [];
  propertyIDs: string[] = [];
  parentSlugs: string[] = [];
  subcategorySlugs: string[] = [];
  brands: string[] = [];
  weights: string[] = [];
  /** Ids the API has answered (delivery addresses...): harvested from every response. */
  ids: string[] = [];
  userIDs: string[] = [];
  /** A few guest carts that every cart request shares, so that lines exist to update and remove. */
  cartSessions = [
    '3b241101-e2bb-4255-8caf-4136c566a962',
    '9F8E7D6C-5B4A-4321-8FED-CBA987654321',
    '00000000-0000-0000-0000-000000000000',
  ];
  #counter = 0;

  /** A new number each call: fresh emails and phone numbers never collide with earlier ones. */
  next(): number {
    this.#counter++;
    return this.#counter;
  }

  harvest(value: unknown): void {
    const stack = [value];
    while (stack.length > 0) {
      const item = stack.pop();
      if (Array.isArray(item)) stack.push(...item);
      else if (item !== null && typeof item === 'object') {
        for (const [key, child] of Object.entries(item)) {
          if (key === 'id' && typeof child === 'string' && !this.ids.includes(child)) {
            this.ids.push(child);
            if (this.ids.length > 50) this.ids.shift();
          }
          stack.push(child);
        }
      }
    }
  }
}

function pick(list: () => readonly string[]): fc.Arbitrary<string> {
  return fc.nat({ max: 10_000 }).map((i) => {
    const items = list();
    return items.length > 0 ? (items[i % items.length] as string) : 'nothing';
  });
}

type Resolve = (schema: JsonSchema | undefined) => JsonSchema;

/** Follows `$ref`s into the document; a `$ref`'s siblings (default, description) are kept. */
function resolver(doc: OpenApiDocument): Resolve {
  return (schema) => {
    let current: JsonSchema = schema ?? {};
    for (let hops = 0; hops < 20 && typeof current.$ref === 'string'; hops++) {
      const { $ref, ...siblings } = current;
      const target = ($ref as string)
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      current = { ...(target as JsonSchema), ...siblings };
    }
    return current;
  };
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

export class SchemaValues {
  readonly resolve: Resolve;
  readonly #dictionary: Dictionary;

  constructor(doc: OpenApiDocument, dictionary: Dictionary) {
    this.resolve = resolver(doc);
    this.#dictionary = dictionary;
  }

  /** Realistic candidates for a field, by its name (and the operation's path, for a bare `id`). */
  hint(name: string, path: string): fc.Arbitrary<string> | null {
    const d = this.#dictionary;
    switch (name.toLowerCase()) {
      case 'productid':
        return pick(() => d.productIDs);
      case 'id':
        if (path.includes('properties')) return pick(() => d.propertyIDs);
        return path.includes('product') ? pick(() => d.productIDs) : pick(() => [...d.ids, ...d.productIDs]);
      case 'slug':
      case 'category':
        return pick(() => d.parentSlugs);
      case 'subcategory':
        return pick(() => d.subcategorySlugs);
      case 'brand':
        return pick(() => d.brands);
      case 'productweight':
        return pick(() => d.weights);
      case 'q':
        return fc.oneof(
          pick(() => d.brands),
          fc.constantFrom('phone', 'tv', 'rice', '%', '_', 'FRIDGE  '),
        );
      case 'userid':
        return pick(() => d.userIDs);
      case 'cartsessionid':
        return pick(() => d.cartSessions);
      case 'email':
        return fc.oneof(
          fc.constant(null).map(() => `fuzz${d.next()}@example.com`),
          fc.constant(null).map(() => `  Fuzz.${d.next()}@Example.COM `),
          fc.constantFrom('not-an-email', 'a@b', '@example.com', 'ada@example.com'),
        );
      case 'phonenumber':
        return fc.constant(null).map(() => {
          const n = String(d.next()).padStart(8, '0');
          return [`080${n}`, `+23481${n}`, `23470${n}`][Number(n) % 3] as string;
        });
      case 'password':
      case 'passwordagain':
        return fc.constantFrom('Sup3r-secret!', 'An0ther-secret!', 'short', 'alllowercase123!');
      case 'streetaddress':
      case 'residentialaddress':
        return fc.constantFrom('3 Allen Avenue', '1 Nowhere Street', '  12 Broad Street  ', '');
      case 'residentialcity':
        return fc.constantFrom('Ikeja', 'Lekki', 'Surulere', 'Eti-Osa', 'Atlantis');
      case 'state':
      case 'residentialstate':
        return fc.constantFrom('Lagos', 'Lagos state', 'Abuja');
      case 'review':
        return fc.constantFrom(
          'Works very well, lovely product',
          'Great!! 10/10',
          'A fine fridge that keeps cold',
        );
      case 'bvn':
        return fc.constantFrom('22222222222', '33333333333', '12345678901');
      default:
        return null;
    }
  }

  /** A value the schema accepts (or nearly: hinted candidates may break a pattern on purpose). */
  valid(schema: JsonSchema | undefined, name: string, path: string, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const alternatives = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
    if (alternatives) return fc.oneof(...alternatives.map((alt) => this.valid(alt, name, path, depth + 1)));
    const types = typesOf(s);
    if (types.length > 1)
      return fc.oneof(...types.map((type) => this.valid({ ...s, type }, name, path, depth)));
    switch (types[0]) {
      case 'string':
        return this.#validString(s, name, path);
      case 'integer': {
        const min = typeof s.minimum === 'number' ? s.minimum : -1000;
        const max = typeof s.maximum === 'number' ? s.maximum : 1000;
        return fc.oneof(fc.integer({ min, max: Math.min(max, min + 5) }), fc.integer({ min, max }));
      }
      case 'number': {
        const min = typeof s.minimum === 'number' ? s.minimum : -1e6;
        const max = typeof s.maximum === 'number' ? s.maximum : 1e6;
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.valid(s.items as JsonSchema, name, path, depth + 1), {
          minLength: typeof s.minItems === 'number' ? s.minItems : 0,
          maxLength: Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, 3),
        });
      case 'object': {
        if (depth > 4) return fc.constant({});
        const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
        const required = (s.required ?? []) as string[];
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, sub]) => [key, this.valid(sub, key, path, depth + 1)]),
        );
        return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
      }
      default:
        return fc.constant('x');
    }
  }

  #validString(s: JsonSchema, name: string, path: string): fc.Arbitrary<string> {
    const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
    const maxLength = typeof s.maxLength === 'number' ? s.maxLength : 60;
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
    const shaped: fc.Arbitrary<string>[] = [];
    if (s.format === 'uuid') {
      // Before the pattern: generating from a UUID regex is slow, and fc.uuid() matches it.
      shaped.push(
        fc.uuid(),
        fc.uuid().map((id) => id.toUpperCase()),
      );
    } else if (typeof s.pattern === 'string') {
      shaped.push(fc.stringMatching(new RegExp(s.pattern)).filter(fits));
    } else if (s.format === 'email') {
      shaped.push(fc.emailAddress().filter(fits));
    } else if (s.format === 'date-time') {
      shaped.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
    } else if (s.format === 'date') {
      // Calendar days around the real today (short-let check-in and check-out: the fuzzed server runs on the real
      // clock, so fixed dates would all be in the past one day): past, near and far, in either order.
      const now = Date.now();
      shaped.push(
        fc
          .date({
            min: new Date(now - 30 * 86_400_000),
            max: new Date(now + 400 * 86_400_000),
            noInvalidDate: true,
          })
          .map((d) => d.toISOString().slice(0, 10)),
      );
    } else {
      const short = Math.max(minLength, Math.min(maxLength, 30));
      shaped.push(
        fc.string({ minLength, maxLength: short }),
        fc.string({ unit: 'grapheme', minLength, maxLength: short }).filter((t) => !hasRefusedControl(t)),
        // Allowed oddities: tab, newlines, C1 controls, zero-width and bidi characters.
        fc
          .tuple(
            fc.string({ minLength, maxLength: Math.max(minLength, short - 2) }),
            fc.constantFrom(...ALLOWED_ODDITIES),
          )
          .map(([text, odd]) => `${text}${odd}`)
          .filter(fits),
      );
    }
    const hinted = this.hint(name, path);
    return hinted
      ? fc.oneof({ arbitrary: hinted, weight: 6 }, ...shaped.map((arbitrary) => ({ arbitrary, weight: 1 })))
      : fc.oneof(...shaped);
  }

  /** A value that is probably wrong for the schema: another type, out of range, refused or odd characters. */
  bad(schema: JsonSchema | undefined, name: string, path: string): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    const types = typesOf(s);
    const options: fc.Arbitrary<unknown>[] = [
      fc.constantFrom<unknown>(
        null,
        true,
        false,
        0,
        -1,
        1.5,
        -0.5,
        1e308,
        -1e308,
        2 ** 53 + 2,
        [],
        {},
        [1, 'a'],
        {
          a: 1,
        },
      ),
      oddStrings(),
      withControlCharacter(this.#validString({ ...s, type: 'string' }, name, path)),
      longStrings(typeof s.maxLength === 'number' ? s.maxLength : undefined),
    ];
    if (types.includes('integer') || types.includes('number')) {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      const max = typeof s.maximum === 'number' ? s.maximum : 1000;
      options.push(
        fc.constantFrom<unknown>(min - 1, max + 1, 2 ** 31, 2 ** 31 - 1, 0.5, min + 0.25, '5', `${max}`),
        // Past what PostgreSQL's integer and bigint hold, and past what a double holds exactly.
        fc.constantFrom<unknown>(2 ** 53 + 2, 2e17, 2 ** 63, 1e19, 1e21, -(2 ** 63), Number.MAX_SAFE_INTEGER),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
      );
    }
    if (Array.isArray(s.enum)) {
      options.push(
        fc.constantFrom(...(s.enum as unknown[]).map((v) => (typeof v === 'string' ? v.toUpperCase() : v))),
      );
    }
    return fc.oneof(...options);
  }
}

/** Strings that break assumptions: injection attempts, lone surrogates, bidi overrides, percent signs. */
export function oddStrings(): fc.Arbitrary<string> {
  return fc.constantFrom(
    '',
    ' ',
    '0',
    'NaN',
    'null',
    'undefined',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\ud800',
    '\udfff\ud800',
    '𝟘𝟙𝟚',
    'zero\u200bwidth',
    '\u202eevil',
    'é',
    '%00',
    '%ZZ',
    '\\u0000',
    '{{7*7}}',
    '__proto__',
    'constructor',
  );
}

/** A refused control character; NUL most often, the one PostgreSQL cannot store in text. */
export function controlCharacter(): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: fc.constant('\u0000'), weight: 2 }, fc.constantFrom(...REFUSED_CONTROLS));
}

/** A string with one refused control character at a random place. */
export function withControlCharacter(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, controlCharacter(), fc.nat()).map(([t, ch, at]) => {
    const i = at % (t.length + 1);
    return `${t.slice(0, i)}${ch}${t.slice(i)}`;
  });
}

/** Just past the schema's maxLength, a few thousand characters, or past the 16 KB body limit. */
export function longStrings(maxLength?: number): fc.Arbitrary<string> {
  return fc
    .constantFrom((maxLength ?? 255) + 1, 5_000, 12_000, 20_000)
    .chain((length) => fc.constantFrom('x', 'é', '9').map((ch) => ch.repeat(length)));
}
