// Issue 33: the Grafana dashboard and the Prometheus alert rules of deploy/observability, checked as files: they
// parse, and every query names metrics the API exports (the list in the code), so a renamed metric fails here
// rather than as an empty panel or an alert that never fires. Also the API's metrics port as k8s declares it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO, loadK8s } from './validate.mjs';

const read = (...p) => readFileSync(join(REPO, ...p), 'utf8');
const source = read('libs/server/core/src/lib/metrics/metrics.ts');
const EXPORTED = new Set([...source.match(/export const METRIC_NAMES = \{([^}]*)\}/)[1].matchAll(/'(capsuisse_[a-z_]+)'/g)].map((m) => m[1]));
// The series Prometheus makes of a histogram, named after it.
const HISTOGRAMS = new Set([...source.matchAll(/new Histogram\(\{\s*name: METRIC_NAMES\.(\w+)/g)].map((m) => source.match(new RegExp(`${m[1]}: '([a-z_]+)'`))[1]));

/** The metrics an expression names; throws on one the code does not export. */
function metricsOf(expr, where) {
  const names = [...expr.matchAll(/\bcapsuisse_[a-z_]+/g)].map(([name]) => {
    const base = name.replace(/_(bucket|count|sum)$/, '');
    if (EXPORTED.has(name) && !HISTOGRAMS.has(name)) return name;
    assert.ok(HISTOGRAMS.has(base) && base !== name, `${where}: ${name} is not a metric the API exports`);
    return base;
  });
  assert.ok(names.length > 0, `${where}: names no metric of ours`);
  // Brackets balanced: the first typo a hand-edited query gets.
  const open = [];
  for (const c of expr.replace(/"[^"]*"/g, '')) {
    if ('({['.includes(c)) open.push(c);
    else if (')}]'.includes(c)) assert.equal(open.pop(), '({['[')}]'.indexOf(c)], `${where}: unbalanced brackets`);
  }
  assert.deepEqual(open, [], `${where}: unbalanced brackets`);
  return names;
}

test('the code exports the metrics issue 33 asks for', () => {
  assert.ok(EXPORTED.size >= 9);
  assert.deepEqual([...HISTOGRAMS], ['capsuisse_http_request_duration_seconds']);
});

test('the Grafana dashboard parses, and each panel queries metrics the API exports; every exported metric has a panel', () => {
  const dashboard = JSON.parse(read('deploy/observability/grafana-dashboard.json'));
  assert.equal(typeof dashboard.title, 'string');
  assert.ok(dashboard.panels.length > 0);
  const shown = new Set();
  const ids = new Set();
  for (const panel of dashboard.panels) {
    assert.ok(!ids.has(panel.id), `panel id ${panel.id} twice`);
    ids.add(panel.id);
    assert.ok(panel.targets?.length, `${panel.title}: no query`);
    for (const target of panel.targets) for (const name of metricsOf(target.expr, `panel "${panel.title}"`)) shown.add(name);
    assert.deepEqual(Object.keys(panel.gridPos).sort(), ['h', 'w', 'x', 'y'], panel.title);
  }
  assert.deepEqual([...EXPORTED].filter((name) => !shown.has(name)), [], 'metrics without a panel');
});

test('the alert rules parse, each names metrics the API exports, and cover 5xx, p99, failed mails, queue backlog and review deadlines', () => {
  const { groups } = parse(read('deploy/observability/prometheus-rules.yaml'));
  const rules = groups.flatMap((g) => g.rules);
  const alerts = new Map();
  for (const rule of rules) {
    assert.match(rule.alert, /^CapSuisse[A-Z]\w+$/);
    assert.ok(!alerts.has(rule.alert), `${rule.alert} twice`);
    assert.match(rule.for, /^\d+[smh]$/, rule.alert);
    assert.ok(['warning', 'critical'].includes(rule.labels.severity), rule.alert);
    assert.ok(rule.annotations.summary && rule.annotations.description, rule.alert);
    alerts.set(rule.alert, metricsOf(rule.expr, rule.alert));
  }
  const covers = (pattern, metric) => [...alerts].some(([name, names]) => pattern.test(name) && names.includes(metric));
  assert.ok(covers(/5xx/, 'capsuisse_http_responses_total'), '5xx rate');
  assert.ok(covers(/P99/, 'capsuisse_http_request_duration_seconds'), 'p99 latency');
  assert.ok(covers(/MailsFailed/, 'capsuisse_mails_failed'), 'failed mails');
  assert.ok(covers(/QueueBacklog/, 'capsuisse_queue_jobs'), 'queue backlog');
  assert.ok(covers(/ReviewDeadlines/, 'capsuisse_document_reviews_overdue'), 'review deadlines missed');
});

test('k8s: the API serves its metrics on the port it declares and Prometheus is told to scrape', () => {
  const api = loadK8s().objects.map((o) => o.obj).find((o) => o.kind === 'Deployment' && o.metadata.name === 'api').spec.template;
  const container = api.spec.containers[0];
  const port = container.ports.find((p) => p.name === 'metrics').containerPort;
  assert.equal(container.env.find((e) => e.name === 'METRICS_PORT').value, String(port));
  assert.deepEqual(api.metadata.annotations, { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(port), 'prometheus.io/path': '/metrics' });
  // Only the Deployment's pods have it: the Service (what the ingress routes to) stays on the API's port.
  const service = loadK8s().objects.map((o) => o.obj).find((o) => o.kind === 'Service' && o.metadata.name === 'api');
  assert.deepEqual(service.spec.ports.map((p) => p.targetPort), ['http']);
});

test('k8s: traces stay off until an endpoint is set, documented in the ConfigMap; API and worker may reach the collector', () => {
  const objects = loadK8s().objects.map((o) => o.obj);
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'capsuisse-config').data;
  assert.deepEqual(Object.keys(config).filter((key) => key.startsWith('OTEL_')), [], 'off by default (no cost)');
  const documented = read('k8s/config.yaml').match(/^\s*# OTEL_EXPORTER_OTLP_ENDPOINT: (http:\/\/[\w.-]+:(\d+))$/m);
  assert.ok(documented, 'k8s/config.yaml shows how to turn traces on');
  // The collector's receiver listens where the ConfigMap points and the NetworkPolicy opens.
  const collector = parse(read('deploy/observability/otel-collector.yaml'));
  const port = Number(documented[2]);
  assert.equal(Number(collector.receivers.otlp.protocols.http.endpoint.split(':').pop()), port);
  assert.deepEqual(collector.service.pipelines.traces.receivers, ['otlp']);
  for (const name of collector.service.pipelines.traces.exporters) assert.ok(collector.exporters[name], name);
  const policy = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'to-otel-collector').spec;
  assert.deepEqual(policy.podSelector.matchExpressions, [{ key: 'app', operator: 'In', values: ['api', 'worker'] }]);
  assert.deepEqual(policy.egress, [{ to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'opentelemetry-collector' } } }], ports: [{ protocol: 'TCP', port }] }]);
  // The apps name their spans' service after themselves (OTEL_SERVICE_NAME overrides).
  for (const app of ['api', 'worker']) assert.match(read(`apps/${app}/src/tracing.ts`), new RegExp(`startTracing\\('capsuisse-${app}'\\)`));
});
