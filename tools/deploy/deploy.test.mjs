// The production files are not run here (no Docker engine): they are checked as files instead,
// against the Kubernetes schemas and against each other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import * as apps from 'kubernetes-models/apps/v1';
import * as batch from 'kubernetes-models/batch/v1';
import * as core from 'kubernetes-models/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const k8s = join(root, 'k8s');
const read = (...p) => readFileSync(join(root, ...p), 'utf8');
const models = { ...core, ...apps, ...batch, ...networking, ...policy };

const kustomization = parse(read('k8s/kustomization.yaml'));
const objects = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read('k8s', file)).map((doc) => ({ file, obj: doc.toJS() })),
);

test('every kustomization resource exists and every manifest is listed', () => {
  const manifests = readdirSync(k8s).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
  assert.deepEqual([...kustomization.resources].sort(), manifests.sort());
});

test('every Kubernetes object is valid against its schema', () => {
  assert.ok(objects.length >= 8);
  for (const { file, obj } of objects) {
    const Model = models[obj.kind];
    assert.ok(Model, `${file}: unknown kind ${obj.kind}`);
    assert.doesNotThrow(() => new Model(obj).validate(), `${file}: ${obj.kind} ${obj.metadata?.name}`);
  }
});

test('workloads use the two images, read config and secrets, and services select them', () => {
  const workloads = objects.map((o) => o.obj).filter((o) => ['Deployment', 'Job'].includes(o.kind));
  for (const w of workloads) {
    for (const c of w.spec.template.spec.containers) {
      assert.match(c.image, /^capsuisse\/(server|web)$/);
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
