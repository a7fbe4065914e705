#!/bin/sh
# Restores a dump of backup.sh into a NEW database, never over the live one (docs/deployment.md
# "Back up and restore"):
#   ADMIN_URL=postgres://postgres@/postgres TARGET_DB=enotary_restored OWNER=enotary \
#     DUMP=/var/backups/enotary/enotary-20261202T020000Z.dump deploy/postgresql/restore.sh
# Then point a server process at it (DATABASE_URL) and check it is ready before switching over.
set -eu
: "${ADMIN_URL:?ADMIN_URL names a superuser connection (to create the database)}"
: "${DUMP:?DUMP names the dump file}"
TARGET_DB="${TARGET_DB:-enotary_restored}"
OWNER="${OWNER:-enotary}"

# The dump is the one that was written.
(cd "$(dirname "$DUMP")" && sha256sum --check --quiet "$(basename "$DUMP").sha256")
case "$TARGET_DB" in *[!a-z0-9_]*) echo "TARGET_DB must be lower-case letters, digits and _" >&2; exit 2 ;; esac
psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $TARGET_DB OWNER $OWNER"
# Connect as the superuser to the new database; every object becomes the owner's.
target=$(printf '%s' "$ADMIN_URL" | sed -E "s#/[^/?]*(\\?|\$)#/$TARGET_DB\\1#")
pg_restore --dbname="$target" --no-owner --role="$OWNER" --exit-on-error --jobs=4 "$DUMP"
psql "$target" -v ON_ERROR_STOP=1 -qc 'ANALYZE'
echo "restored into $TARGET_DB"
