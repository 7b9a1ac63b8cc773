// The production shape (issues 11 and 33): the files are valid against the real schemas (validate.mjs, which is
// shown to fail on a broken copy), and hold the rules a schema cannot say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO, imageParts, loadK8s, podsOf } from './validate.mjs';

const read = (...p) => readFileSync(join(REPO, ...p), 'utf8');
const check = (root) => spawnSync(process.execPath, [join(REPO, 'tools/deploy/validate.mjs'), root], { encoding: 'utf8' });
const { kustomization, objects } = loadK8s();
const all = objects.map((o) => o.obj);
const pods = podsOf(objects);
const of = (kind) => all.filter((o) => o.kind === kind);
const named = (kind, name) => all.find((o) => o.kind === kind && o.metadata.name === name);
const compose = parse(read('docker-compose.yml'), { merge: true });
const REMOTES = JSON.parse(read('libs/contracts/src/lib/pages.ts').match(/export const REMOTES = (\[[^\]]*\]) as const/)[1].replace(/'/g, '"'));
const HEARTBEAT = read('apps/worker/src/app/heartbeat.ts').match(/HEARTBEAT_FILE = '([^']+)'/)[1];

test('docker-compose.yml and every k8s/ manifest are valid against the Compose and Kubernetes schemas', () => {
  const run = check(REPO);
  assert.equal(run.status, 0, run.stderr);
  assert.ok(all.length >= 20);
});

test('the check fails on a wrong field type, a file left out of the kustomization, and a bad compose value', () => {
  const root = mkdtempSync(join(tmpdir(), 'capsuisse-deploy-'));
  cpSync(join(REPO, 'k8s'), join(root, 'k8s'), { recursive: true });
  const api = read('k8s/api.yaml');
  writeFileSync(join(root, 'k8s/api.yaml'), api.replace('containerPort: 3000', 'containerPort: [3000]'));
  writeFileSync(join(root, 'k8s/extra.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: extra }\n');
  writeFileSync(join(root, 'docker-compose.yml'), read('docker-compose.yml').replace('retries: 20', 'retries: many'));
  const run = check(root);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /k8s\/api\.yaml: Deployment api: \/spec\/template\/spec\/containers\/0\/ports\/0\/containerPort must be integer/);
  assert.match(run.stderr, /k8s\/extra\.yaml: not listed in kustomization\.yaml/);
  assert.match(run.stderr, /docker-compose\.yml: \/services\/postgres\/healthcheck\/retries must be number/);
});

test('the check fails on a tag in a manifest, a floating tag, a pod given a token, and an unpinned compose image', () => {
  const root = mkdtempSync(join(tmpdir(), 'capsuisse-deploy-'));
  cpSync(join(REPO, 'k8s'), join(root, 'k8s'), { recursive: true });
  writeFileSync(join(root, 'k8s/web.yaml'), read('k8s/web.yaml').replace('image: capsuisse/web', 'image: capsuisse/web:1.2.0'));
  writeFileSync(join(root, 'k8s/worker.yaml'), read('k8s/worker.yaml').replace('automountServiceAccountToken: false', 'automountServiceAccountToken: true'));
  writeFileSync(join(root, 'k8s/kustomization.yaml'), read('k8s/kustomization.yaml').replace(/(name: capsuisse\/server\n\s+newTag: )\S+/, '$1latest'));
  writeFileSync(join(root, 'docker-compose.yml'), read('docker-compose.yml').replace(/image: redis:\S+/, 'image: redis:7-alpine'));
  const run = check(root);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /k8s\/web\.yaml: Deployment web\/web: image capsuisse\/web:1\.2\.0 carries its tag/);
  assert.match(run.stderr, /k8s\/worker\.yaml: Deployment worker: automountServiceAccountToken must be false/);
  assert.match(run.stderr, /k8s\/kustomization\.yaml: image capsuisse\/server tag latest is not a pinned version/);
  assert.match(run.stderr, /docker-compose\.yml: redis: image redis:7-alpine is not pinned to a version/);
});

// Where each image's process writes (emptyDirs): nginx its cache, pid and temporary files; Node, pg_dump and the
// AWS CLI their temporary files, pg_dump its dump.
const WRITES = { 'capsuisse/server': ['/tmp'], postgres: ['/backup', '/tmp'], 'amazon/aws-cli': ['/tmp'] };
const NGINX_WRITES = ['/tmp', '/var/lib/nginx/tmp', '/run/nginx'];

test('every workload container, init steps and the backup included: requests and limits, non-root, read-only root, no escalation, no capability', () => {
  assert.ok(pods.length >= 4 + REMOTES.length);
  for (const pod of pods) {
    assert.equal(pod.spec.securityContext?.runAsNonRoot, true, `${pod.name}: runAsNonRoot`);
    assert.ok(pod.spec.securityContext.runAsUser > 0, `${pod.name}: a numeric non-root user`);
    for (const c of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
      const where = `${pod.name}/${c.name}`;
      for (const side of ['requests', 'limits']) for (const r of ['cpu', 'memory']) assert.ok(c.resources?.[side]?.[r], `${where}: ${side}.${r}`);
      const { allowPrivilegeEscalation, readOnlyRootFilesystem, capabilities, ...own } = c.securityContext ?? {};
      assert.deepEqual({ allowPrivilegeEscalation, readOnlyRootFilesystem, capabilities }, { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } }, where);
      // Beside them, at most a non-root user of its own (the backup's two images run as different users).
      assert.ok(Object.keys(own).every((k) => ['runAsUser', 'runAsGroup'].includes(k)) && (own.runAsUser ?? 1) > 0, where);
      const writable = (c.volumeMounts ?? []).filter((m) => !m.readOnly && pod.spec.volumes.find((v) => v.name === m.name)?.emptyDir).map((m) => m.mountPath);
      assert.deepEqual(writable.sort(), [...(WRITES[imageParts(c.image).name] ?? NGINX_WRITES)].sort(), `${where}: emptyDirs`);
    }
  }
});

// The liveness route of the contract, where the API serves it.
const LIVE = `/api${read('libs/contracts/src/lib/api/system.ts').match(/live: route\(\{ method: 'GET', path: '([^']+)'/)[1]}`;

test('probes: liveness asks the process alone, readiness its backends within a short timeout, a startup probe first', () => {
  for (const d of of('Deployment')) {
    for (const c of d.spec.template.spec.containers) assert.ok(c.readinessProbe && c.livenessProbe, `${d.metadata.name}: probes`);
  }
  const [api] = named('Deployment', 'api').spec.template.spec.containers;
  assert.equal(LIVE, '/api/health/live');
  // The live endpoint answers a constant, asking no backend (system.e2e-spec.ts shows it with every backend down).
  assert.match(read('libs/server/core/src/lib/system/health.controller.ts'), /@Endpoint\(API\.system\.live\)\s+live\(\): \{ status: 'ok' \} \{\s+return \{ status: 'ok' \};\s+\}/);
  assert.equal(api.livenessProbe.httpGet.path, LIVE);
  assert.equal(api.startupProbe.httpGet.path, LIVE);
  assert.equal(api.readinessProbe.httpGet.path, '/api/health');
  // Every probe says its timeout (Kubernetes' default is 1 s); readiness waits past the 2 s in which /api/health says 503.
  for (const probe of [api.startupProbe, api.readinessProbe, api.livenessProbe]) assert.ok(probe.timeoutSeconds >= 1 && probe.timeoutSeconds <= 5);
  assert.ok(api.readinessProbe.timeoutSeconds > 2);
  // No initial delay: the startup probe holds the others until the process answers, within a minute.
  assert.equal(api.livenessProbe.initialDelaySeconds, undefined);
  assert.ok(api.startupProbe.periodSeconds * api.startupProbe.failureThreshold >= 60);

  const [worker] = named('Deployment', 'worker').spec.template.spec.containers;
  assert.match(worker.readinessProbe.exec.command.join(' '), /ioredis.*REDIS_URL.*ping/);
  // Started and alive: the file the worker's heartbeat writes is fresh (its event loop turns); compose checks the same.
  for (const probe of [worker.startupProbe, worker.livenessProbe]) assert.ok(probe.exec.command.join(' ').includes(`statSync('${HEARTBEAT}')`));
  for (const probe of [worker.startupProbe, worker.readinessProbe, worker.livenessProbe]) assert.ok(probe.timeoutSeconds >= 1 && probe.timeoutSeconds <= 5);
  assert.equal(worker.livenessProbe.initialDelaySeconds, undefined);
  assert.ok(compose.services.worker.healthcheck.test.join(' ').includes(`statSync('${HEARTBEAT}')`));

  // The web and the remotes: nginx's own files, nothing proxied.
  for (const d of of('Deployment').filter((d) => !['api', 'worker'].includes(d.metadata.name))) {
    assert.doesNotMatch(d.spec.template.spec.containers[0].livenessProbe.httpGet.path, /^\/api\//);
  }
});

test('api and worker scale on CPU (autoscaling/v2), the HPA owning the count; a disruption budget per Deployment', () => {
  for (const name of ['api', 'worker']) {
    const hpa = named('HorizontalPodAutoscaler', name);
    assert.equal(hpa?.apiVersion, 'autoscaling/v2', `${name}: HPA`);
    assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name });
    assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas);
    assert.equal(named('Deployment', name).spec.replicas, undefined, `${name}: replicas left to the HPA`);
  }
  for (const d of of('Deployment')) {
    const pdb = of('PodDisruptionBudget').find((p) => p.spec.selector.matchLabels.app === d.spec.template.metadata.labels.app);
    assert.ok(pdb, `${d.metadata.name}: PodDisruptionBudget`);
    // Never blocks a node drain, even at one replica.
    assert.equal(pdb.spec.maxUnavailable, 1);
  }
});

test('each remote of pages.ts ships alone: its Deployment, Service, image, ingress path and remotes.json entry', () => {
  assert.deepEqual(REMOTES, ['client', 'coach', 'recruiter', 'axel']);
  const paths = named('Ingress', 'capsuisse').spec.rules[0].http.paths.map((p) => [p.path, p.backend.service.name]);
  for (const name of REMOTES) {
    const deployment = named('Deployment', `remote-${name}`);
    const [c] = deployment.spec.template.spec.containers;
    assert.equal(c.image, `capsuisse/remote-${name}`);
    assert.equal(c.readinessProbe.httpGet.path, `/remotes/${name}/remoteEntry.js`);
    assert.deepEqual(named('Service', `remote-${name}`).spec.selector, deployment.spec.template.metadata.labels);
    assert.ok(kustomization.images.some((i) => i.name === c.image), `${name}: image tag set in the kustomization`);
    assert.ok(paths.some(([path, svc]) => path === `/remotes/${name}/` && svc === `remote-${name}`), `${name}: ingress`);
  }
  assert.deepEqual(Object.keys(JSON.parse(read('k8s/remotes.json'))), REMOTES);
  // The API and the shell: /api to the API, the rest to the web (the shell keeps its own Deployment).
  assert.deepEqual(paths.filter(([path]) => !path.startsWith('/remotes/')), [['/api', 'api'], ['/', 'web']]);
  assert.equal(named('Deployment', 'web').spec.template.spec.containers[0].image, 'capsuisse/web');
  // The Dockerfile builds one remote alone, beside the server and web images.
  const dockerfile = read('Dockerfile');
  assert.deepEqual([...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]).filter((t) => t !== 'build'), ['server', 'web', 'remote']);
  assert.match(dockerfile.slice(dockerfile.indexOf('AS remote')), /^ARG REMOTE$[\s\S]*\/remotes\/\$\{REMOTE\}/m);
});

test('no secret values in the repository: Secrets referenced, never defined', () => {
  assert.equal(of('Secret').length, 0);
  for (const pod of pods) {
    for (const c of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
      if (!c.image.startsWith('capsuisse/server')) continue;
      assert.deepEqual(c.envFrom, [{ configMapRef: { name: 'capsuisse-config' } }, { secretRef: { name: 'capsuisse-secrets' } }]);
      // Beside them, only a workload's own settings (its share of PostgreSQL's connections), never a secret.
      for (const e of c.env ?? []) assert.ok(!/SECRET|PASSWORD|KEY|_URL$/.test(e.name) && typeof e.value === 'string', `${pod.name}: ${e.name} is a plain setting`);
    }
    // Other images (the backup's) read a secret by reference, key by key.
    for (const c of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
      for (const e of c.env ?? []) if (/SECRET|PASSWORD|_URL$/.test(e.name)) assert.equal(e.value, undefined, `${pod.name}: ${e.name} by reference`);
    }
  }
  const config = named('ConfigMap', 'capsuisse-config').data;
  assert.ok(!Object.keys(config).some((k) => /SECRET|PASSWORD|_URL$/.test(k) && k !== 'PUBLIC_URL' && k !== 'HOUSING_GUIDE_URL'));
  // Compose takes every secret from the environment (.env), none written here.
  for (const svc of Object.values(compose.services)) {
    for (const [key, value] of Object.entries(svc.environment ?? {})) {
      if (/SECRET|PASSWORD/.test(key)) assert.match(String(value), /^\$\{[A-Z0-9_]+:[?-]\}$/, key);
    }
  }
});

test('compose: every long-running service is health-checked, one-shot jobs run first, volumes are named', () => {
  const s = compose.services;
  const oneShots = ['migrate', 's3-bucket'];
  for (const [name, svc] of Object.entries(s)) {
    if (!oneShots.includes(name)) assert.ok(svc.healthcheck?.test, `${name}: healthcheck`);
  }
  assert.deepEqual(s.api.depends_on.migrate, { condition: 'service_completed_successfully' });
  assert.deepEqual(s.api.depends_on['s3-bucket'], { condition: 'service_completed_successfully' });
  assert.deepEqual(s['s3-bucket'].depends_on.seaweedfs, { condition: 'service_healthy' });
  // Mail goes to the catcher unless SMTP_URL is set; its UI is published.
  assert.equal(s.api.environment.SMTP_URL, '${SMTP_URL:-smtp://mailpit:1025}');
  assert.ok(s.mailpit.ports.includes('8025:8025'));
  for (const [name, svc] of Object.entries(s)) {
    for (const v of svc.volumes ?? []) {
      const source = v.split(':')[0];
      if (!source.startsWith('.')) assert.ok(source in compose.volumes, `${name}: volume ${source} is named`);
    }
  }
  assert.deepEqual(Object.keys(compose.volumes).sort(), ['mail', 'objects', 'pgdata', 'redisdata']);
});

test('compose: an S3 server whose image can be pulled (SeaweedFS), its bucket made by the AWS CLI if missing, every image pinned', () => {
  const s = compose.services;
  assert.doesNotMatch(read('docker-compose.yml'), /minio/i);
  assert.equal(imageParts(s.seaweedfs.image).name, 'chrislusf/seaweedfs');
  // Its admin identity is the API's S3 key pair; the API reaches its S3 port by name.
  assert.equal(s.seaweedfs.environment.AWS_ACCESS_KEY_ID, s.api.environment.S3_ACCESS_KEY_ID);
  assert.equal(s.seaweedfs.environment.AWS_SECRET_ACCESS_KEY, s.api.environment.S3_SECRET_ACCESS_KEY);
  assert.ok(s.seaweedfs.command.includes('-s3'));
  assert.equal(s.api.environment.S3_ENDPOINT, 'http://seaweedfs:8333');
  assert.equal(imageParts(s['s3-bucket'].image).name, 'amazon/aws-cli');
  const bucket = s.api.environment.S3_BUCKET;
  assert.equal(s['s3-bucket'].command.join(' '), `aws --endpoint-url http://seaweedfs:8333 s3api head-bucket --bucket ${bucket} 2>/dev/null || aws --endpoint-url http://seaweedfs:8333 s3api create-bucket --bucket ${bucket}`);
  // Pinned: a released version (a major alone, 16-alpine, moves), never latest; the built services have no image.
  for (const [name, svc] of Object.entries(s)) {
    if (svc.build) assert.equal(svc.image, undefined, name);
    else assert.match(imageParts(svc.image).tag ?? '', /^v?\d+\.\d+/, `${name}: ${svc.image}`);
  }
});

test('no `latest` in k8s/ nor compose; every image version set once, in the kustomization', () => {
  for (const file of [...readdirSync(join(REPO, 'k8s')).map((f) => `k8s/${f}`), 'docker-compose.yml']) assert.doesNotMatch(read(file), /\blatest\b/i, file);
  const images = new Set(pods.flatMap((p) => [...(p.spec.initContainers ?? []), ...p.spec.containers].map((c) => c.image)));
  for (const image of images) assert.equal(imageParts(image).tag, null, `${image}: tag set in kustomization.yaml`);
  assert.deepEqual(kustomization.images.map((i) => i.name).sort(), [...images].sort());
  for (const { name, newTag } of kustomization.images) assert.match(newTag, /^(\d+\.\d+(\.\d+)?(-[0-9A-Za-z.-]+)?|[0-9a-f]{7,40})$/, name);
  // One tag for the API, the worker and their migrations: a release's code runs on its own schema.
  assert.deepEqual([...new Set(['api', 'worker'].flatMap((n) => { const p = named('Deployment', n).spec.template.spec; return [...p.initContainers, ...p.containers].map((c) => c.image); }))], ['capsuisse/server']);
});

test('migrations run first, once per release: the first step of every server pod, under the advisory lock, holding the rollout if they fail', () => {
  // No Job to order by hand nor to rename per release: the server pods' init step is the only migration in k8s/.
  assert.equal(of('Job').length, 0);
  for (const name of ['api', 'worker']) {
    const { spec } = named('Deployment', name);
    const [migrate, ...others] = spec.template.spec.initContainers;
    const [main] = spec.template.spec.containers;
    // Init containers run to completion, in order, before any container of the pod starts.
    assert.deepEqual(others, [], `${name}: the migration is the pod's only init step`);
    assert.deepEqual(migrate.command, ['node', 'dist/apps/api/main.js', 'migrate'], name);
    assert.equal(migrate.image, main.image, `${name}: the release's own migrations`);
    assert.deepEqual(migrate.envFrom, main.envFrom, `${name}: the same database`);
    // A pod whose migration failed never becomes ready, and no old pod stops before a new one is: the old release serves.
    assert.equal(spec.strategy.rollingUpdate.maxUnavailable, 0, name);
  }
  // `main.js migrate` runs them under PostgreSQL's advisory lock: concurrent pods take turns, the first applies them.
  assert.match(read('apps/api/src/main.ts'), /process\.argv\[2\] === 'migrate'\) \{\s+const applied = await runMigrations\(/);
  const database = read('libs/server/core/src/lib/database/database.module.ts');
  assert.match(database, /async function migrate\(orm: MikroORM\)[^]*?pg_advisory_lock[^]*?getMigrator\(\)\.up\(\)/);
  assert.match(database, /export async function runMigrations\([^]*?return await migrate\(orm\)/);
  // Compose: the one-shot migration before the API and the worker.
  for (const name of ['api', 'worker']) assert.deepEqual(compose.services[name].depends_on.migrate, { condition: 'service_completed_successfully' });
});

// Whether a NetworkPolicy's podSelector picks pods with these labels (matchLabels, matchExpressions In).
const selects = (selector, labels) =>
  Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v) &&
  (selector.matchExpressions ?? []).every((e) => e.operator === 'In' && e.values.includes(labels[e.key]));

// Prometheus's pods, to the API's metrics port alone.
const FROM_MONITORING = { from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } } }], ports: [{ protocol: 'TCP', port: 'metrics' }] };

test('isolation: all denied by default; only the ingress controller reaches the web, remotes and API, only Prometheus the API\'s metrics; only API and worker reach PostgreSQL and Redis', () => {
  const policies = of('NetworkPolicy');
  const deny = policies.find((p) => p.metadata.name === 'default-deny').spec;
  assert.deepEqual(deny, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  const ingressBackends = new Set(named('Ingress', 'capsuisse').spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name)));
  const egressPorts = (labels) => policies.filter((p) => selects(p.spec.podSelector, labels)).flatMap((p) => (p.spec.egress ?? []).flatMap((e) => e.ports.map((port) => port.port)));
  for (const pod of pods) {
    const all = policies.filter((p) => selects(p.spec.podSelector, pod.labels)).flatMap((p) => p.spec.ingress ?? []);
    const scrape = (rule) => rule.ports.every((port) => port.port === 'metrics');
    assert.deepEqual(all.filter(scrape), pod.labels.app === 'api' ? [FROM_MONITORING] : [], `${pod.name}: the metrics port`);
    if (pod.labels.app === 'api') assert.ok(pod.spec.containers[0].ports.some((p) => p.name === 'metrics' && p.containerPort === 9464), pod.name);
    const rules = all.filter((rule) => !scrape(rule));
    const service = of('Service').find((s) => selects({ matchLabels: s.spec.selector }, pod.labels));
    if (service && ingressBackends.has(service.metadata.name)) {
      // From the ingress controller's pods (namespace and pod in one peer: both must match), to the serving port.
      assert.deepEqual(rules, [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } } }], ports: [{ protocol: 'TCP', port: 'http' }] }], pod.name);
      assert.ok(pod.spec.containers[0].ports.some((p) => p.name === 'http'), pod.name);
    } else assert.deepEqual(rules, [], `${pod.name}: nothing reaches it`);
    const ports = egressPorts(pod.labels);
    // PostgreSQL: the API, the worker (their migrations included) and the backup's dump; Redis: the API and the worker.
    assert.equal(ports.includes(5432), ['api', 'worker', 'backup'].includes(pod.labels.app), `${pod.name}: PostgreSQL`);
    assert.equal(ports.includes(6379), ['api', 'worker'].includes(pod.labels.app), `${pod.name}: Redis`);
    // Every pod resolves names; the web and the remotes reach nothing else.
    assert.ok(ports.includes(53), `${pod.name}: DNS`);
    if (!['api', 'worker', 'backup'].includes(pod.labels.app)) assert.deepEqual([...new Set(ports)], [53], `${pod.name}: DNS only`);
  }
});

test('no pod carries a service-account token; the API and the web spread over zones and nodes', () => {
  for (const pod of pods) assert.equal(pod.spec.automountServiceAccountToken, false, pod.name);
  for (const name of ['api', 'web']) {
    const { spec, metadata } = named('Deployment', name).spec.template;
    const spread = spec.topologySpreadConstraints;
    assert.deepEqual(spread.map((t) => t.topologyKey), ['topology.kubernetes.io/zone', 'kubernetes.io/hostname'], name);
    for (const t of spread) {
      assert.deepEqual(t.labelSelector, { matchLabels: metadata.labels }, name);
      // A preference: a hard rule would keep a drained node's pods from landing while the others are full.
      assert.equal(t.whenUnsatisfiable, 'ScheduleAnyway', name);
      assert.deepEqual(t.matchLabelKeys, ['pod-template-hash'], `${name}: each rollout's pods spread among themselves`);
    }
  }
});

// The backup's CronJob and script: backup.test.mjs.

test('the image is built from the lock file alone: npm ci, a build context without the host\'s modules, caches or secrets', () => {
  const dockerfile = read('Dockerfile');
  assert.match(dockerfile, /^RUN npm ci /m);
  assert.doesNotMatch(dockerfile, /npm install/);
  const ignored = read('.dockerignore').split('\n').filter((l) => l && !l.startsWith('#'));
  for (const entry of ['node_modules', '.nx', '.data', '.env', '.env.*', 'dist', 'tmp', 'coverage', 'test-results', 'playwright-report', '.git']) {
    assert.ok(ignored.includes(entry), `.dockerignore: ${entry}`);
  }
  const gitignored = read('.gitignore').split('\n');
  for (const entry of ['.env', '.env.*']) assert.ok(gitignored.includes(entry), `.gitignore: ${entry}`);
});
