#!/bin/sh
# Logical backup of the e-Notary database (docs/deployment.md "Back up and restore"), run nightly
# by cron or a systemd timer on the database host, as a user that may read the whole database:
#   DATABASE_URL=postgres://enotary@/enotary BACKUP_DIR=/var/backups/enotary deploy/postgresql/backup.sh
# Prints the dump's path. The WAL archive (deploy/postgresql/enotary.conf) with a weekly
# pg_basebackup covers the hours between two dumps (point-in-time recovery).
set -eu
: "${DATABASE_URL:?DATABASE_URL names the database to back up}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/enotary}"
KEEP_DAYS="${KEEP_DAYS:-14}"

mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="$BACKUP_DIR/enotary-$stamp.dump"
# Custom format: compressed, restorable table by table and in parallel; one consistent snapshot.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$file.part" "$DATABASE_URL"
# A dump that pg_restore cannot read is no backup.
pg_restore --list "$file.part" >/dev/null
mv "$file.part" "$file"
(cd "$BACKUP_DIR" && sha256sum "$(basename "$file")" >"$(basename "$file").sha256")
find "$BACKUP_DIR" -name 'enotary-*.dump*' -mtime +"$KEEP_DAYS" -delete
echo "$file"
