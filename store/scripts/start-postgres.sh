#!/usr/bin/env bash
# Starts a local PostgreSQL for the store's tests and prints the line that points them at it:
#   export CANDOR_TEST_PG_URL=jdbc:postgresql://127.0.0.1:5432/candor_test?user=candor&password=candor
# Run as root on Debian 12. Idempotent: installs PostgreSQL only if missing, starts the cluster only
# if it is down, creates the role and the database only if they do not exist.
# Use: eval "$(store/scripts/start-postgres.sh | tail -n 1)"
set -euo pipefail

log() { echo "start-postgres: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "run as root (it may install packages and starts the cluster as the postgres user)"
  exit 1
fi

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >&2
  apt-get install -y -q postgresql >&2
fi

# pg_lsclusters: Ver Cluster Port Status Owner Data-directory Log-file
read -r version cluster port status _ < <(pg_lsclusters --no-header | sort -k1,1nr | head -n 1) || true
if [ -z "${version:-}" ]; then
  version="$(ls /usr/lib/postgresql | sort -n | tail -n 1)"
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
  read -r version cluster port status _ < <(pg_lsclusters --no-header | sort -k1,1nr | head -n 1)
fi

if [ "$status" != "online" ]; then
  log "starting cluster $version/$cluster on port $port"
  pg_ctlcluster "$version" "$cluster" start >&2
fi

for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q -p $port" 2>/dev/null; then break; fi
  sleep 1
done
su postgres -c "pg_isready -q -p $port" || { log "cluster $version/$cluster did not come up"; exit 1; }

psql_admin() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -qtA $*"; }

if [ "$(psql_admin "-c \"SELECT 1 FROM pg_roles WHERE rolname = 'candor'\"")" != "1" ]; then
  log "creating role candor"
  psql_admin "-c \"CREATE ROLE candor LOGIN PASSWORD 'candor'\""
fi
if [ "$(psql_admin "-c \"SELECT 1 FROM pg_database WHERE datname = 'candor_test'\"")" != "1" ]; then
  log "creating database candor_test"
  psql_admin "-c \"CREATE DATABASE candor_test OWNER candor\""
fi

echo "export CANDOR_TEST_PG_URL='jdbc:postgresql://127.0.0.1:${port}/candor_test?user=candor&password=candor'"
