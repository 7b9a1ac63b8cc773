#!/bin/sh
# Restores a dump of k8s/backup.sh into a NEW database beside the current one, which stays as it was (a second
# try, a comparison). docs/operations.md, Backup and restore.
#   restore.sh <dump> <new database>
#     <dump>          a key of the backup bucket (postgres/capsuisse-<UTC time>.dump), `latest`, or a local file
#     <new database>  its name (letters, digits, _), made on the server of DATABASE_URL; it must not exist
#   DATABASE_URL      any database of the server, the current one's URL as the API has it
#   BACKUP_BUCKET, S3_* as the CronJob's upload step has them; or BACKUP_STORE_DIR, the folder backup.sh kept them in
# Needs pg_restore and createdb of the server's major version or newer, and the AWS CLI for the bucket.
set -eu

[ $# -eq 2 ] || { echo "usage: restore.sh <dump key | latest | file> <new database>" >&2; exit 2; }
dump="$1" name="$2"
case "$name" in *[!a-z0-9_]* | '') echo "restore: the database name takes lower-case letters, digits and _ only" >&2; exit 2 ;; esac

# The new database's URL: the current one with the last path segment (the database) replaced.
target="$(printf '%s' "$DATABASE_URL" | sed -E "s#^([a-z]+://[^/]*)/[^?]*#\\1/$name#")"
[ "$target" != "$DATABASE_URL" ] || { echo "restore: DATABASE_URL names no database to replace" >&2; exit 2; }

s3() { aws ${S3_ENDPOINT:+--endpoint-url "$S3_ENDPOINT"} "$@"; }
if [ -n "${S3_ACCESS_KEY_ID:-}" ]; then export AWS_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" AWS_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" AWS_DEFAULT_REGION="$S3_REGION"; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -f "$dump" ]; then
  if [ "$dump" = latest ]; then
    # Keys sort by date: the last is the newest.
    if [ -n "${BACKUP_STORE_DIR:-}" ]; then dump="$(ls "$BACKUP_STORE_DIR/postgres" | grep '^capsuisse-.*\.dump$' | LC_ALL=C sort | tail -n 1 | sed 's#^#postgres/#')"
    else dump="$(s3 s3api list-objects-v2 --bucket "$BACKUP_BUCKET" --prefix postgres/capsuisse- --query 'Contents[].Key' --output text | tr '\t' '\n' | grep '^postgres/capsuisse-' | LC_ALL=C sort | tail -n 1)"; fi
    [ -n "$dump" ] || { echo "restore: no dump in the store" >&2; exit 1; }
  fi
  echo "restore: fetching $dump"
  if [ -n "${BACKUP_STORE_DIR:-}" ]; then cp "$BACKUP_STORE_DIR/$dump" "$work/capsuisse.dump"
  else s3 s3 cp --only-show-errors "s3://$BACKUP_BUCKET/$dump" "$work/capsuisse.dump"; fi
  dump="$work/capsuisse.dump"
fi

createdb --maintenance-db="$DATABASE_URL" "$name"
# One transaction: a failed restore leaves an empty database, never half of one.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
echo "restore: done into the database $name. Next: scale the API and the worker to 0, set DATABASE_URL to the current URL with the database $name (docs/operations.md, Rotate a secret), scale them back."
