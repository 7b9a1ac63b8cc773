// The production files are not run here (no Docker engine): they are checked as files instead,
// against the Kubernetes schemas and against each other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (...p) => readFileSync(join(root, ...p), 'utf8');

const kustomization = parse(read('k8s/kustomization.yaml'));
const objects = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read('k8s', file)).map((doc) => ({ file, obj: doc.toJS() })),
);

// Schemas and the kustomization's file list: validate.mjs, run by shape.test.mjs.

test('workloads use the server, web and remote images, read config and secrets, and services select them', () => {
  const workloads = objects.map((o) => o.obj).filter((o) => ['Deployment', 'Job'].includes(o.kind));
  for (const w of workloads) {
    for (const c of w.spec.template.spec.containers) {
      assert.match(c.image, /^capsuisse\/(server|web|remote-[a-z]+)$/);
      if (c.image === 'capsuisse/server') {
        assert.deepEqual(c.envFrom.map((e) => e.configMapRef?.name ?? e.secretRef?.name), ['capsuisse-config', 'capsuisse-secrets']);
      }
    }
  }
  for (const svc of objects.map((o) => o.obj).filter((o) => o.kind === 'Service')) {
    const target = workloads.find((w) => w.kind === 'Deployment' && w.spec.template.metadata.labels.app === svc.spec.selector.app);
    assert.ok(target, `service ${svc.metadata.name} selects a deployment`);
  }
  // No secret values in the repository.
  assert.ok(!objects.some((o) => o.obj.kind === 'Secret'));
});

// PostgreSQL's default max_connections (100) less its 3 reserved to superusers and 5 left to operators and monitoring.
const CONNECTION_BUDGET = 92;

test("at full scale, rollout surge, migrations and backup included, the server's pods stay within PostgreSQL's connections", () => {
  const connectionsOf = (workload, container) => {
    const setting = container.env?.find((e) => e.name === 'DATABASE_CONNECTIONS')?.value;
    assert.ok(setting, `${workload.metadata.name}/${container.name} sets DATABASE_CONNECTIONS (the default, 15, is for one process)`);
    return Number(setting);
  };
  const of = (kind) => objects.map((o) => o.obj).filter((o) => o.kind === kind);
  const servers = of('Deployment').filter((w) => w.spec.template.spec.containers[0].image === 'capsuisse/server');
  let total = 0;
  for (const workload of servers) {
    const scaler = of('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === workload.metadata.name);
    // Kubernetes' own default surge is a quarter of the replicas: each Deployment says its own.
    const surge = workload.spec.strategy?.rollingUpdate?.maxSurge;
    assert.ok(Number.isInteger(surge), `${workload.metadata.name} sets its rollout surge as a count`);
    // A pod's migration step ends before its process starts: the pod holds the larger of the two, never both.
    const { initContainers = [], containers } = workload.spec.template.spec;
    const perPod = Math.max(...[...initContainers, ...containers].map((c) => connectionsOf(workload, c)));
    total += (scaler.spec.maxReplicas + surge) * perPod;
  }
  assert.deepEqual(servers.map((w) => w.metadata.name).sort(), ['api', 'worker']);
  // The nightly pg_dump: one connection (the custom format dumps in one session).
  const backups = of('CronJob').filter((c) => c.spec.jobTemplate.spec.template.spec.initContainers.some((i) => i.image === 'postgres'));
  assert.deepEqual(backups.map((c) => c.spec.concurrencyPolicy), ['Forbid']);
  total += backups.length;
  assert.ok(total <= CONNECTION_BUDGET, `${total} connections at most, over the budget of ${CONNECTION_BUDGET}`);
});

test('a stopping API pod keeps serving until it is out of the endpoints, within its grace period', () => {
  const api = objects.map((o) => o.obj).find((o) => o.kind === 'Deployment' && o.metadata.name === 'api').spec.template.spec;
  const wait = api.containers[0].lifecycle?.preStop?.sleep?.seconds;
  assert.ok(wait >= 3 && wait < api.terminationGracePeriodSeconds - 10, `preStop sleep of ${wait} s within a grace period of ${api.terminationGracePeriodSeconds} s`);
});

test('remotes.json names every remote app and nothing else', () => {
  const remotes = JSON.parse(read('k8s/remotes.json'));
  const remoteApps = readdirSync(join(root, 'apps')).filter((a) => {
    const cfg = join(root, 'apps', a, 'rspack.config.ts');
    return existsSync(cfg) && /remoteConfig\(/.test(readFileSync(cfg, 'utf8'));
  });
  assert.deepEqual(Object.keys(remotes).sort(), remoteApps.sort());
  for (const [name, url] of Object.entries(remotes)) assert.equal(url, `/remotes/${name}/remoteEntry.js`);
});

test('docker-compose builds existing Dockerfile targets and gives the servers what production requires', () => {
  const compose = parse(read('docker-compose.yml'));
  const targets = [...read('Dockerfile').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
  for (const [name, svc] of Object.entries(compose.services)) {
    if (svc.build) assert.ok(targets.includes(svc.build.target), `${name}: target ${svc.build.target}`);
  }
  for (const name of ['api', 'worker', 'migrate']) {
    const env = compose.services[name].environment;
    for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'PUBLIC_URL']) assert.ok(env[key], `${name}: ${key}`);
    assert.equal(env.NODE_ENV, 'production');
  }
  assert.ok(existsSync(join(root, 'deploy/nginx.conf')));
});

// nginx.conf as blocks: { args, directives: [[name, ...args]], blocks: [...] } (comments dropped, quotes kept).
function parseNginx(text) {
  const tokens = text.replace(/#[^\n]*/g, '').match(/"[^"]*"|'[^']*'|[{};]|[^\s{};]+/g) ?? [];
  const root = { args: [], directives: [], blocks: [] };
  const stack = [root];
  let words = [];
  for (const t of tokens) {
    const top = stack[stack.length - 1];
    if (t === ';') {
      top.directives.push(words);
      words = [];
    } else if (t === '{') {
      const block = { args: words, directives: [], blocks: [] };
      top.blocks.push(block);
      stack.push(block);
      words = [];
    } else if (t === '}') stack.pop();
    else words.push(t);
  }
  return root;
}
const unquote = (s) => s.replace(/^"(.*)"$/, '$1');
const SECURITY_HEADERS = JSON.parse(read('apps/api/src/app/security-headers.json'));
const nginx = parseNginx(read('deploy/nginx.conf')).blocks.find((b) => b.args[0] === 'server');
const HEADERS_PATH = '/etc/nginx/security-headers.conf';

test("nginx's header snippet is the API's header set, on errors too", () => {
  const lines = parseNginx(read('deploy/security-headers.conf')).directives;
  assert.deepEqual(
    lines.map(([name, header, value, always]) => [name, header, unquote(value), always]),
    Object.entries(SECURITY_HEADERS).map(([header, value]) => ['add_header', header, value, 'always']),
  );
  // The image puts the snippet where nginx.conf includes it.
  assert.match(read('Dockerfile'), new RegExp(`^COPY deploy/security-headers\\.conf ${HEADERS_PATH}$`, 'm'));
  assert.match(read('Dockerfile'), /^COPY deploy\/nginx\.conf \/etc\/nginx\/http\.d\/default\.conf$/m);
});

test('every web location of nginx sends the headers; /api/ passes the API its own, not doubled', () => {
  const locations = nginx.blocks.filter((b) => b.args[0] === 'location');
  assert.ok(locations.length >= 4);
  // nginx keeps the server's add_header lines only in locations with none of their own: each must include the set.
  assert.ok(!nginx.directives.some(([name]) => name === 'add_header' || name === 'include'), 'no server-level headers');
  for (const location of locations) {
    const where = location.args.slice(1).join(' ');
    const includes = location.directives.filter(([name, path]) => name === 'include' && path === HEADERS_PATH);
    if (where === '/api/') {
      assert.equal(includes.length, 0, '/api/ gets the headers from the API');
      assert.ok(!location.directives.some(([name]) => name === 'add_header'));
      assert.ok(location.directives.some(([name, url]) => name === 'proxy_pass' && url === 'http://api:3000'));
    } else {
      assert.equal(includes.length, 1, `location ${where} includes ${HEADERS_PATH}`);
    }
  }
});

test('the ingress sends every path to the web, a remote (the web image, its nginx and headers) or the API, over TLS only', () => {
  const ingress = objects.map((o) => o.obj).find((o) => o.kind === 'Ingress');
  const backends = ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name));
  const remotes = [...new Set(backends)].filter((name) => name.startsWith('remote-'));
  assert.deepEqual([...new Set(backends)].filter((name) => !remotes.includes(name)).sort(), ['api', 'web']);
  for (const name of remotes) {
    const deployment = objects.map((o) => o.obj).find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    assert.equal(deployment?.spec.template.spec.containers[0].image, `capsuisse/${name}`, `${name} runs the remote image (FROM web)`);
  }
  const web = objects.map((o) => o.obj).find((o) => o.kind === 'Deployment' && o.metadata.name === 'web');
  assert.equal(web.spec.template.spec.containers[0].image, 'capsuisse/web');
  assert.deepEqual(ingress.spec.tls.flatMap((t) => t.hosts).sort(), ingress.spec.rules.map((r) => r.host).sort());
  assert.equal(ingress.metadata.annotations['nginx.ingress.kubernetes.io/force-ssl-redirect'], 'true');
});

test('the CSP allows every origin remotes.json loads a remote from', () => {
  const csp = Object.fromEntries(SECURITY_HEADERS['Content-Security-Policy'].split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  for (const url of Object.values(JSON.parse(read('k8s/remotes.json')))) {
    if (url.startsWith('/')) continue;
    const origin = new URL(url).origin;
    for (const directive of ['script-src', 'style-src', 'connect-src']) assert.ok(csp[directive].includes(origin), `${directive} allows ${origin}`);
  }
});

test('nginx sends the build-time brotli and gzip copies, and the image has the brotli module', () => {
  const on = (name) => nginx.directives.some(([n, v]) => n === name && v === 'on');
  for (const name of ['brotli_static', 'gzip_static', 'gzip_vary']) assert.ok(on(name), `${name} on`);
  assert.match(read('Dockerfile'), /apk add --no-cache nginx nginx-mod-http-brotli/);
  const cache = (where) => nginx.blocks.find((b) => b.args.join(' ') === where).directives.find(([n, h]) => n === 'add_header' && h === 'Cache-Control')[2];
  assert.equal(unquote(cache('location ~ (remoteEntry\\.js|\\.html)$')), 'no-cache');
  assert.equal(unquote(cache('location = /remotes.json')), 'no-cache');
  assert.equal(unquote(cache('location ~ "[.-][0-9a-f]{8,}\\.[a-z0-9]+$"')), 'public, max-age=31536000, immutable');
});
