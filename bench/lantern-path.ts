/**
 * `npm run lighthouse:path -- DIR/<page>-<run>`: what Lighthouse's simulated FCP and LCP of one kept run
 * (`npm run lighthouse -- --keep=DIR`) are made of. Lighthouse's mobile figures are not the page's own timings:
 * Lantern rebuilds the load as a graph of requests and main-thread tasks from the run's trace and network log, and
 * plays it again at 150 ms a round trip, 1.6 Mbps and 4x the tasks' length. This prints the nodes of the
 * graphs it plays for each metric (optimistic and pessimistic; the metric is their mean), each with its simulated
 * start and end: which request or task a figure waited for, which a trace alone cannot say.
 */
import { readFileSync } from 'node:fs';
// Lighthouse's own computed artifacts: the same code, the same figures as the report.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const stem = process.argv[2];
if (!stem) throw new Error('usage: bench/lantern-path.ts DIR/<page>-<run> (a run kept by --keep=DIR)');
const lhr = JSON.parse(readFileSync(`${stem}.report.json`, 'utf8'));
const data = {
  trace: JSON.parse(readFileSync(`${stem}.trace.json`, 'utf8')),
  devtoolsLog: JSON.parse(readFileSync(`${stem}.devtoolslog.json`, 'utf8')),
  gatherContext: { gatherMode: 'navigation' },
  settings: lhr.configSettings,
  simulator: null,
  URL: {
    requestedUrl: lhr.requestedUrl,
    mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalUrl,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
  },
  // Asked for by the trace engine's insights beside the metrics (the phone's pixel ratio); Lantern's timings
  // do not read them.
  SourceMaps: [],
  HostDPR: lhr.configSettings.screenEmulation?.deviceScaleFactor ?? 1,
};
const context = { computedCache: new Map(), settings: lhr.configSettings };

interface SimulatedNode {
  type: string;
  request?: {
    url: string;
    resourceType?: string;
    priority: string;
    fromDiskCache?: boolean;
    transferSize: number;
  };
  childEvents?: Array<{ name: string; dur?: number }>;
  duration?: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}

function describe(node: SimulatedNode): string {
  if (node.type === 'network' && node.request) {
    const { url, resourceType, priority, fromDiskCache, transferSize } = node.request;
    const from = fromDiskCache ? 'disk cache' : `${transferSize} B`;
    return `${resourceType ?? '?'} ${priority} ${from} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
  }
  const names = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    names.set(event.name, (names.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return `task ${((node.duration ?? 0) / 1000).toFixed(1)} ms real: ${top.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ')}`;
}

function print(name: string, estimate: Estimate) {
  console.log(`  ${name}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    console.log(
      `    ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${describe(node)}`,
    );
  }
}

for (const [metric, artifact] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
] as const) {
  const result = (await artifact.request(data, context)) as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
  console.log(
    `${metric} ${Math.round(result.timing)} ms (report: ${Math.round(lhr.audits[metric === 'FCP' ? 'first-contentful-paint' : 'largest-contentful-paint'].numericValue)})`,
  );
  print('optimistic', result.optimisticEstimate);
  print('pessimistic', result.pessimisticEstimate);
}
