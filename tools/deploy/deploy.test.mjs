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
