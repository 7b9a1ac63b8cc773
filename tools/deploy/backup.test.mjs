// The backup and its way back (issue 33, item 5): the CronJob runs k8s/backup.sh, which is run here with stand-ins
// for pg_dump and the AWS CLI; deploy/backup/restore.sh likewise; the documents bucket's versioning and lifecycle
// files against what docs/operations.md says of them. The real dump and restore: apps/api/test/backup-restore.e2e-spec.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { REPO, imageParts, loadK8s } from './validate.mjs';

const read = (...p) => readFileSync(join(REPO, ...p), 'utf8');
const { kustomization, objects } = loadK8s();
const named = (kind, name) => objects.map((o) => o.obj).find((o) => o.kind === kind && o.metadata.name === name);
const config = named('ConfigMap', 'capsuisse-config').data;
const BACKUP = join(REPO, 'k8s/backup.sh');
const RESTORE = join(REPO, 'deploy/backup/restore.sh');
const DAY = 86_400_000;
const keyOf = (ms) => `postgres/capsuisse-${new Date(ms).toISOString().replace(/:/g, '').replace(/\.\d+Z$/, 'Z')}.dump`;

/** A folder of stand-in commands: each records its arguments in `calls`, one line per call, and runs `body`. */
function standIns(commands) {
  const bin = mkdtempSync(join(tmpdir(), 'capsuisse-backup-'));
  for (const [name, body] of Object.entries(commands)) writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> ${bin}/calls\n${body}\n`, { mode: 0o755 });
  const calls = () => (existsSync(join(bin, 'calls')) ? readFileSync(join(bin, 'calls'), 'utf8').trim().split('\n') : []);
  return { bin, calls, env: (more) => ({ PATH: `${bin}:${process.env.PATH}`, ...more }) };
}
// POSIX sh as the postgres image's (Alpine's ash): dash here, which refuses bash's own syntax too.
const sh = (script, args, env) => spawnSync('sh', [script, ...args], { env, encoding: 'utf8' });
const S3_ENV = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'eu-central-2', S3_ENDPOINT: 'https://s3.example.ch', BACKUP_BUCKET: 'capsuisse-backups' };

test('the backup: a nightly CronJob, never two at once, whose two steps run k8s/backup.sh from a generated ConfigMap', () => {
  const cron = named('CronJob', 'postgres-backup');
  assert.equal(cron.spec.concurrencyPolicy, 'Forbid');
  const pod = cron.spec.jobTemplate.spec.template.spec;
  const [dump] = pod.initContainers;
  const [upload] = pod.containers;
  assert.equal(dump.image, 'postgres');
  assert.equal(upload.image, 'amazon/aws-cli');
  assert.deepEqual(dump.command, ['sh', '/scripts/backup.sh', 'dump']);
  assert.deepEqual(upload.command, ['sh', '/scripts/backup.sh', 'upload']);
  // One file: the generator's, mounted read-only in both steps.
  const generated = kustomization.configMapGenerator.find((g) => g.name === 'capsuisse-backup-script');
  assert.deepEqual(generated.files, ['backup.sh']);
  // A hash in the name, so a changed script reaches the next run.
  assert.notEqual(generated.options?.disableNameSuffixHash, true);
  assert.deepEqual(pod.volumes.find((v) => v.name === 'scripts').configMap, { name: 'capsuisse-backup-script' });
  for (const c of [dump, upload]) assert.deepEqual(c.volumeMounts.find((m) => m.name === 'scripts'), { name: 'scripts', mountPath: '/scripts', readOnly: true }, c.name);
  // Secrets by reference only; the bucket and the days from the configuration.
  for (const e of [...dump.env, ...upload.env].filter((e) => e.valueFrom)) {
    if (e.valueFrom.configMapKeyRef) assert.ok(e.valueFrom.configMapKeyRef.key in config, `${e.name}: ${e.valueFrom.configMapKeyRef.key} in capsuisse-config`);
    else assert.equal(e.valueFrom.secretKeyRef.name, 'capsuisse-secrets');
  }
  assert.notEqual(config.BACKUP_BUCKET, config.S3_BUCKET);
  assert.ok(Number(config.BACKUP_KEEP_DAYS) >= 7);
  // pg_dump of the server's major version: the one compose runs.
  const compose = parse(read('docker-compose.yml'), { merge: true });
  const tag = kustomization.images.find((i) => i.name === 'postgres').newTag;
  assert.equal(tag.split('.')[0], imageParts(compose.services.postgres.image).tag.split('.')[0]);
});

// kustomize reads files only below its folder (the reason backup.sh is in k8s/): built for real where kubectl is.
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

test('kustomize builds the script into the ConfigMap the CronJob mounts, under its hashed name', { skip: !kubectl && 'no kubectl here' }, () => {
  const built = spawnSync('kubectl', ['kustomize', join(REPO, 'k8s')], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  assert.equal(built.status, 0, built.stderr);
  const docs = parseAllDocuments(built.stdout).map((d) => d.toJS());
  const cron = docs.find((d) => d.kind === 'CronJob' && d.metadata.name === 'postgres-backup');
  const mounted = cron.spec.jobTemplate.spec.template.spec.volumes.find((v) => v.name === 'scripts').configMap.name;
  assert.match(mounted, /^capsuisse-backup-script-[a-z0-9]+$/);
  const script = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === mounted);
  assert.equal(script.data['backup.sh'], read('k8s/backup.sh'));
});

test('backup.sh dump: pg_dump in the custom format, without owners or grants, into the shared volume', () => {
  const { calls, env } = standIns({ pg_dump: '' });
  const run = sh(BACKUP, ['dump'], env({ DATABASE_URL: 'postgres://capsuisse:pw@db.example.ch:5432/capsuisse' }));
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(calls(), ['pg_dump --format=custom --no-owner --no-privileges --file=/backup/capsuisse.dump postgres://capsuisse:pw@db.example.ch:5432/capsuisse']);
});

test('backup.sh upload keeps the last BACKUP_KEEP_DAYS of dumps in the bucket: run with a stand-in for the AWS CLI', () => {
  const [old, recent] = [keyOf(Date.now() - 15 * DAY), keyOf(Date.now() - 13 * DAY)];
  // The stand-in lists two dumps, one past the 14 days, and an object of another kind.
  const { calls, env } = standIns({ aws: `case "$*" in *list-objects-v2*) printf '${old}\\t${recent}\\tpostgres/README\\n' ;; esac` });
  const run = sh(BACKUP, ['upload'], env({ ...S3_ENV, BACKUP_KEEP_DAYS: '14' }));
  assert.equal(run.status, 0, run.stderr);
  const done = calls();
  assert.equal(done.length, 3, done.join('\n'));
  assert.match(done[0], /^aws --endpoint-url https:\/\/s3\.example\.ch s3 cp --only-show-errors \/backup\/capsuisse\.dump s3:\/\/capsuisse-backups\/postgres\/capsuisse-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/);
  assert.match(done[1], /s3api list-objects-v2 --bucket capsuisse-backups --prefix postgres\/capsuisse- /);
  assert.equal(done[2], `aws --endpoint-url https://s3.example.ch s3 rm --only-show-errors s3://capsuisse-backups/${old}`);
  assert.match(run.stdout, /^backup: s3:\/\/capsuisse-backups\/postgres\/capsuisse-/);
  // An empty bucket answers `None`: nothing to delete.
  const empty = standIns({ aws: `case "$*" in *list-objects-v2*) echo None ;; esac` });
  assert.equal(sh(BACKUP, ['upload'], empty.env({ ...S3_ENV, BACKUP_KEEP_DAYS: '14' })).status, 0);
  assert.equal(empty.calls().length, 2);
});

test('backup.sh upload to a folder (BACKUP_STORE_DIR) keeps the same days, without the AWS CLI', () => {
  const root = mkdtempSync(join(tmpdir(), 'capsuisse-backup-'));
  mkdirSync(join(root, 'dump'));
  writeFileSync(join(root, 'dump/capsuisse.dump'), 'PGDMP');
  const store = join(root, 'store');
  mkdirSync(join(store, 'postgres'), { recursive: true });
  const [old, recent] = [keyOf(Date.now() - 15 * DAY), keyOf(Date.now() - 13 * DAY)];
  for (const key of [old, recent]) writeFileSync(join(store, key), 'PGDMP');
  const { calls, env } = standIns({ aws: 'exit 1' });
  const run = sh(BACKUP, ['upload'], env({ BACKUP_DIR: join(root, 'dump'), BACKUP_STORE_DIR: store, BACKUP_KEEP_DAYS: '14' }));
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(calls(), []);
  const kept = readdirSync(join(store, 'postgres')).map((f) => `postgres/${f}`).sort();
  assert.equal(kept.length, 2);
  assert.equal(kept[0], recent);
  assert.match(kept[1], /^postgres\/capsuisse-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/);
});

test('restore.sh: the newest dump of the bucket into a new database beside the current one, in one transaction', () => {
  const [older, newer] = [keyOf(Date.now() - 2 * DAY), keyOf(Date.now() - DAY)];
  const { calls, env } = standIns({
    aws: `case "$*" in *list-objects-v2*) printf '${newer}\\t${older}\\n' ;; *" s3 cp "*) echo PGDMP > "$(eval echo \\$$#)" ;; esac`,
    createdb: '',
    pg_restore: '',
  });
  const run = sh(RESTORE, ['latest', 'capsuisse_restored'], env({ ...S3_ENV, DATABASE_URL: 'postgresql://capsuisse:pw@db.example.ch:5432/capsuisse?sslmode=require' }));
  assert.equal(run.status, 0, run.stderr);
  const [list, copy, create, restore] = calls();
  assert.match(list, /^aws --endpoint-url https:\/\/s3\.example\.ch s3api list-objects-v2 --bucket capsuisse-backups --prefix postgres\/capsuisse- /);
  assert.match(copy, new RegExp(`^aws --endpoint-url https://s3\\.example\\.ch s3 cp --only-show-errors s3://capsuisse-backups/${newer} \\S+/capsuisse\\.dump$`));
  assert.equal(create, 'createdb --maintenance-db=postgresql://capsuisse:pw@db.example.ch:5432/capsuisse?sslmode=require capsuisse_restored');
  assert.match(restore, /^pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname=postgresql:\/\/capsuisse:pw@db\.example\.ch:5432\/capsuisse_restored\?sslmode=require \S+\/capsuisse\.dump$/);
  assert.match(run.stdout, /done into the database capsuisse_restored/);
  // A name that SQL would need quoted, or none to replace in the URL: refused before anything is made.
  for (const [name, url] of [['Capsuisse-2', 'postgres://db/capsuisse'], ['capsuisse_2', 'postgres://db']]) {
    const refused = standIns({ createdb: '', pg_restore: '', aws: '' });
    assert.equal(sh(RESTORE, ['/dev/null', name], refused.env({ DATABASE_URL: url })).status, 2, name);
    assert.deepEqual(refused.calls(), []);
  }
});

// The documents bucket: deleted and replaced objects stay as noncurrent versions for this many days, then go.
const RECOVERABLE_DAYS = 30;

test("the documents bucket's versioning and lifecycle: noncurrent versions expire, unfinished uploads are aborted", () => {
  assert.deepEqual(JSON.parse(read('deploy/backup/documents-versioning.json')), { Status: 'Enabled' });
  const { Rules } = JSON.parse(read('deploy/backup/documents-lifecycle.json'));
  assert.equal(Rules.length, 1);
  const [rule] = Rules;
  assert.equal(rule.Status, 'Enabled');
  // Every object of the bucket.
  assert.deepEqual(rule.Filter, { Prefix: '' });
  assert.deepEqual(rule.NoncurrentVersionExpiration, { NoncurrentDays: RECOVERABLE_DAYS });
  // The delete markers left once their versions are gone, removed too.
  assert.deepEqual(rule.Expiration, { ExpiredObjectDeleteMarker: true });
  assert.ok(rule.AbortIncompleteMultipartUpload.DaysAfterInitiation >= 1 && rule.AbortIncompleteMultipartUpload.DaysAfterInitiation <= 7);
  // An erasure is complete once the last copy is gone: the documents' versions and the dumps that hold its rows,
  // within the month the nLPD and the GDPR (art. 12(3)) give to answer a request.
  assert.ok(Math.max(RECOVERABLE_DAYS, Number(config.BACKUP_KEEP_DAYS)) <= 30);
  // The runbook applies these files (its lines wrap anywhere), and says the days.
  const docs = read('docs/operations.md');
  assert.match(docs, /put-bucket-versioning\s+--bucket\s+\S+\s+--versioning-configuration\s+file:\/\/deploy\/backup\/documents-versioning\.json/);
  assert.match(docs, /put-bucket-lifecycle-configuration\s+--bucket\s+\S+\s+--lifecycle-configuration\s+file:\/\/deploy\/backup\/documents-lifecycle\.json/);
  assert.match(docs, new RegExp(`${RECOVERABLE_DAYS} days`));
});
