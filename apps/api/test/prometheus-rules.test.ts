import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApp } from '../src/app.ts';
import { parsePrometheusText } from './support/prometheus-text.ts';
import { createTestDatabase } from './test-database.ts';

/** The alert rules operators load into Prometheus (deploy/prometheus-rules.yml; promtool checks their syntax). */
const RULES_FILE = new URL('../../../deploy/prometheus-rules.yml', import.meta.url);

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rules: Rule[] = (
  parse(readFileSync(RULES_FILE, 'utf8')) as { groups: Array<{ rules: Rule[] }> }
).groups.flatMap((group) => group.rules);

/** What Prometheus itself writes for every target, not the app. */
const PROMETHEUS_OWN = new Set(['up']);
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'bool', 'offset']);

/**
 * The metric names a PromQL expression reads: its identifiers once strings, label matchers, grouping lists
 * and ranges are taken out, less function calls (an identifier followed by '(') and PromQL's own words.
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const name = match[0];
    const next = bare.slice((match.index ?? 0) + name.length).trimStart();
    if (next.startsWith('(') || PROMQL_WORDS.has(name)) continue;
    names.add(name);
  }
  return [...names];
}

describe('deploy/prometheus-rules.yml', () => {
  it('reads only metrics that the API registers (or Prometheus writes), so the rules cannot drift', async () => {
    const database = await createTestDatabase();
    try {
      const app = createApp({ db: database.db, imagesDir: database.dataDir });
      const answer = await app.request('/metrics');
      expect(answer.status).toBe(200);
      const { types } = parsePrometheusText(await answer.text());
      const exposed = (name: string) => {
        if (types.has(name) || PROMETHEUS_OWN.has(name)) return true;
        // A histogram's series: its _bucket, _count and _sum.
        const family = /^(.*)_(bucket|count|sum)$/.exec(name)?.[1];
        return family !== undefined && types.get(family) === 'histogram';
      };
      const read = rules.flatMap((rule) =>
        metricNames(rule.expr).map((name) => ({ alert: rule.alert, name })),
      );
      // The rules the task asked for, at least: a parse that found nothing would prove nothing.
      expect(read.length).toBeGreaterThanOrEqual(10);
      expect(read.filter(({ name }) => !exposed(name))).toEqual([]);
      for (const name of [
        'oja_ready',
        'oja_http_requests_total',
        'oja_worker_last_tick_age_seconds',
        'oja_outbox_oldest_message_age_seconds',
        'oja_refunds_total',
        'oja_collector_debits_total',
      ]) {
        expect(read.map((r) => r.name)).toContain(name);
      }
    } finally {
      await database.dispose();
    }
  });

  it('gives every alert a for:, a severity and a summary and description that say what to do', () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary?.length ?? 0, rule.alert).toBeGreaterThan(10);
      expect(rule.annotations?.description?.length ?? 0, rule.alert).toBeGreaterThan(80);
    }
  });
});
