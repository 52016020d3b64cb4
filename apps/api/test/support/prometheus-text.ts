/** One sample of the Prometheus text exposition format: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses the Prometheus text exposition format (version 0.0.4, what prom-client's registry answers): # HELP
 * and # TYPE lines, and one sample a line with optional labels (escaped \\, \" and \n) and a value (NaN in any
 * case, as Prometheus reads it, +Inf and -Inf included). Throws on a line it cannot read, so a malformed answer fails the test.
 */
export function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1] as string, type[2] as string);
      else if (!/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) throw new Error(`unreadable: ${line}`);
      continue;
    }
    const head = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line);
    if (!head) throw new Error(`unreadable: ${line}`);
    const name = head[1] as string;
    let at = name.length;
    const labels: Record<string, string> = {};
    if (line[at] === '{') {
      at++;
      while (line[at] !== '}') {
        const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="/.exec(line.slice(at));
        if (!label) throw new Error(`unreadable labels: ${line}`);
        at += label[0].length;
        let value = '';
        while (line[at] !== '"') {
          if (at >= line.length) throw new Error(`unterminated label: ${line}`);
          if (line[at] === '\\') {
            const escaped = line[at + 1];
            value += escaped === 'n' ? '\n' : (escaped ?? '');
            at += 2;
          } else {
            value += line[at];
            at++;
          }
        }
        at++;
        labels[label[1] as string] = value;
        if (line[at] === ',') at++;
      }
      at++;
    }
    const rest = line.slice(at).trim().split(/\s+/);
    const raw = rest[0] ?? '';
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    if (raw === '' || (Number.isNaN(value) && !/^nan$/i.test(raw)))
      throw new Error(`unreadable value: ${line}`);
    samples.push({ name, labels, value });
  }
  return { samples, types };
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
