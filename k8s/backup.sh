#!/bin/sh
# PostgreSQL's nightly backup, in the two steps of k8s/backup-cronjob.yaml, each in its own image (POSIX sh:
# the postgres image is Alpine's, without bash):
#   backup.sh dump     pg_dump of $DATABASE_URL (custom format, for pg_restore) into $BACKUP_DIR/capsuisse.dump
#   backup.sh upload   that file to s3://$BACKUP_BUCKET/postgres/capsuisse-<UTC time>.dump, then the dumps older
#                      than $BACKUP_KEEP_DAYS deleted (the AWS CLI image: GNU date)
# With BACKUP_STORE_DIR set, the dumps are kept in that folder instead of the bucket (the restore test, a host
# without S3). Restoring one: deploy/backup/restore.sh. Here and not in deploy/: kustomize reads only files below k8s/.
set -eu

dir="${BACKUP_DIR:-/backup}"
prefix=postgres/capsuisse-

s3() { aws ${S3_ENDPOINT:+--endpoint-url "$S3_ENDPOINT"} "$@"; }

# The store's three operations: put a file at a key, list the dumps' keys, remove a key.
put() {
  if [ -n "${BACKUP_STORE_DIR:-}" ]; then mkdir -p "$BACKUP_STORE_DIR/postgres" && cp "$1" "$BACKUP_STORE_DIR/$2"
  else s3 s3 cp --only-show-errors "$1" "s3://$BACKUP_BUCKET/$2"; fi
}
list() {
  if [ -n "${BACKUP_STORE_DIR:-}" ]; then ls "$BACKUP_STORE_DIR/postgres" | sed -n 's#^capsuisse-#postgres/capsuisse-#p'
  else s3 s3api list-objects-v2 --bucket "$BACKUP_BUCKET" --prefix "$prefix" --query 'Contents[].Key' --output text | tr '\t' '\n'; fi
}
remove() {
  if [ -n "${BACKUP_STORE_DIR:-}" ]; then rm -f "$BACKUP_STORE_DIR/$1"
  else s3 s3 rm --only-show-errors "s3://$BACKUP_BUCKET/$1"; fi
}

case "${1:-}" in
  dump)
    pg_dump --format=custom --no-owner --no-privileges --file="$dir/capsuisse.dump" "$DATABASE_URL"
    ;;
  upload)
    if [ -n "${S3_ACCESS_KEY_ID:-}" ]; then export AWS_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" AWS_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" AWS_DEFAULT_REGION="$S3_REGION"; fi
    # Keys sort by date: every dump whose key sorts before the cutoff's is past its days.
    key="${prefix}$(date -u +%Y-%m-%dT%H%M%SZ).dump"
    cutoff="${prefix}$(date -u -d "-$BACKUP_KEEP_DAYS days" +%Y-%m-%dT%H%M%SZ).dump"
    put "$dir/capsuisse.dump" "$key"
    list | while read -r old; do
      case "$old" in "$prefix"*) ;; *) continue ;; esac
      if [ "$(printf '%s\n%s\n' "$old" "$cutoff" | LC_ALL=C sort | head -n 1)" = "$old" ] && [ "$old" != "$cutoff" ]; then remove "$old"; fi
    done
    echo "backup: ${BACKUP_STORE_DIR:-s3://$BACKUP_BUCKET}/$key"
    ;;
  *)
    echo "usage: backup.sh dump|upload" >&2
    exit 2
    ;;
esac
