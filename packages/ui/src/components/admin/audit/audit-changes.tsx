/**
 * What a write changed, as short 'key: before → after' lines: the trail's before and after are any JSON, and
 * a staff member reads words, never braces.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value in words: nested records flattened to 'key value' pairs, lists joined, nothing as '—'. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, each]) => `${key} ${valueText(each)}`)
      .join(', ');
  return String(value);
}

interface ChangeLine {
  key: string | null;
  before: string | null;
  after: string;
}

/** The lines of a change: each field that differs (or is set, or removed); a plain value is one line. */
function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if (before == null && after == null) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return [{ key: null, before: before == null ? null : valueText(before), after: valueText(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys.flatMap((key) => {
    // A field the write added reads as its new value alone; one it dropped as 'removed'.
    const old = Object.hasOwn(was, key) ? valueText(was[key]) : null;
    const now = Object.hasOwn(is, key) ? valueText(is[key]) : 'removed';
    return old === now ? [] : [{ key, before: old, after: now }];
  });
}

/** A change as a list of lines; '—' when the write changed no field. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (lines.length === 0) return <span>—</span>;
  return (
    <ul className="oja-audit__changes">
      {lines.map((line) => (
        <li key={line.key ?? ''}>
          {line.key ? <span className="oja-audit__key">{line.key}: </span> : null}
          {line.before !== null ? (
            <>
              {line.before}
              <span aria-hidden="true"> → </span>
              <span className="oja-sr-only"> to </span>
            </>
          ) : null}
          {line.after}
        </li>
      ))}
    </ul>
  );
}
