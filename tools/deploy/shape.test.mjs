// The production shape (issue 11): the files are valid against the real schemas (validate.mjs, which is
// shown to fail on a broken copy), and hold the rules a schema cannot say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO, loadK8s } from './validate.mjs';

const read = (...p) => readFileSync(join(REPO, ...p), 'utf8');
const check = (root) => spawnSync(process.execPath, [join(REPO, 'tools/deploy/validate.mjs'), root], { encoding: 'utf8' });
const { kustomization, objects } = loadK8s();
const all = objects.map((o) => o.obj);
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

test('every workload container: requests and limits, non-root, read-only root, no escalation, no capability', () => {
  const workloads = [...of('Deployment'), ...of('Job')];
  assert.ok(workloads.length >= 4 + REMOTES.length);
  for (const w of workloads) {
    const pod = w.spec.template.spec;
    assert.equal(pod.securityContext?.runAsNonRoot, true, `${w.metadata.name}: runAsNonRoot`);
    assert.ok(pod.securityContext.runAsUser > 0, `${w.metadata.name}: a numeric non-root user`);
    for (const c of pod.containers) {
      const where = `${w.metadata.name}/${c.name}`;
      for (const side of ['requests', 'limits']) for (const r of ['cpu', 'memory']) assert.ok(c.resources?.[side]?.[r], `${where}: ${side}.${r}`);
      assert.deepEqual(c.securityContext, { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } }, where);
      // Where the process writes: emptyDirs (nginx: cache, pid, temp; node: temp).
      const writable = (c.volumeMounts ?? []).filter((m) => pod.volumes.find((v) => v.name === m.name)?.emptyDir).map((m) => m.mountPath);
      const needs = c.image.startsWith('capsuisse/server') ? ['/tmp'] : ['/tmp', '/var/lib/nginx/tmp', '/run/nginx'];
      assert.deepEqual(writable.sort(), needs.sort(), `${where}: emptyDirs`);
    }
  }
});

test('every Deployment has readiness and liveness probes; the worker, without HTTP, exec ones', () => {
  for (const d of of('Deployment')) {
    for (const c of d.spec.template.spec.containers) {
      assert.ok(c.readinessProbe && c.livenessProbe, `${d.metadata.name}: probes`);
    }
  }
  const [worker] = named('Deployment', 'worker').spec.template.spec.containers;
  assert.match(worker.readinessProbe.exec.command.join(' '), /ioredis.*REDIS_URL.*ping/);
  // The liveness probe reads the file the worker's heartbeat writes, and so does compose's health check.
  assert.ok(worker.livenessProbe.exec.command.join(' ').includes(`statSync('${HEARTBEAT}')`));
  assert.ok(compose.services.worker.healthcheck.test.join(' ').includes(`statSync('${HEARTBEAT}')`));
  const [api] = named('Deployment', 'api').spec.template.spec.containers;
  for (const probe of [api.readinessProbe, api.livenessProbe]) assert.equal(probe.httpGet.path, '/api/health');
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
  for (const w of [...of('Deployment'), ...of('Job')]) {
    for (const c of w.spec.template.spec.containers) {
      if (!c.image.startsWith('capsuisse/server')) continue;
      assert.deepEqual(c.envFrom, [{ configMapRef: { name: 'capsuisse-config' } }, { secretRef: { name: 'capsuisse-secrets' } }]);
      // Beside them, only a workload's own settings (its share of PostgreSQL's connections), never a secret.
      for (const e of c.env ?? []) assert.ok(!/SECRET|PASSWORD|KEY|_URL$/.test(e.name) && typeof e.value === 'string', `${w.metadata.name}: ${e.name} is a plain setting`);
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
  const oneShots = ['migrate', 'minio-bucket'];
  for (const [name, svc] of Object.entries(s)) {
    if (!oneShots.includes(name)) assert.ok(svc.healthcheck?.test, `${name}: healthcheck`);
  }
  assert.deepEqual(s.api.depends_on.migrate, { condition: 'service_completed_successfully' });
  assert.deepEqual(s.api.depends_on['minio-bucket'], { condition: 'service_completed_successfully' });
  assert.deepEqual(s['minio-bucket'].depends_on.minio, { condition: 'service_healthy' });
  assert.match(s['minio-bucket'].image, /^minio\/mc:/);
  assert.match(s['minio-bucket'].command.join(' '), new RegExp(`mc mb --ignore-existing store/${s.api.environment.S3_BUCKET}`));
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
