# One function for every case table (kinds8.sh and later): a table is data, one case a line,
# tab-separated: id, tool, setup folder, command, description. A row names a setup folder under the
# table's folder: its files/ are copied into the case's work dir; its setup.sh, when there, is
# sourced in that dir (generated sources, a build, certificates); its run.sh, when there, is sourced
# there as the runner (a server the agent watched, or a command that needs a server started first)
# while the command column says what the agent typed. Sourced by regen.sh (sets WORK, OUT, record).

# table_all SETUP_ROOT WORK_SUBDIR TABLE: records every row of TABLE (comment rows start with #).
table_all() {
  local root=$1 sub=$2 table=$3 id tool setup cmd desc
  while IFS=$'\t' read -r id tool setup cmd desc; do
    [[ -z "$id" || "$id" == \#* ]] && continue
    table_case "$root" "$sub" "$id" "$tool" "$setup" "$cmd" "$desc"
  done <<<"$table"
}

# table_case SETUP_ROOT WORK_SUBDIR ID TOOL SETUP COMMAND DESCRIPTION: lays the case's work dir
# ($WORK/WORK_SUBDIR/ID) from its setup folder and records it.
table_case() {
  local root=$1 sub=$2 id=$3 tool=$4 setup=$5 cmd=$6 desc=$7 src d
  want "$id" || return 0
  src="$root/$setup"
  d="$WORK/$sub/$id"
  mkdir -p "$d"
  if [[ -d "$src/files" ]]; then cp -R "$src/files/." "$d/"; fi
  if [[ -f "$src/setup.sh" ]]; then ( cd "$d" && CASE_ID=$id && source "$src/setup.sh" ); fi
  if [[ -f "$src/run.sh" ]]; then
    CASE_ID=$id TABLE_RUN="$src/run.sh" record "$id" "$tool" "$d" "$desc" "$cmd" table_runner
  else
    record "$id" "$tool" "$d" "$desc" "$cmd"
  fi
}

# table_runner: the setup folder's run.sh, sourced in the case's dir by record.
table_runner() {
  source "$TABLE_RUN"
}

# free_port: a free TCP port on 127.0.0.1.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# pg_up WORK_SUBDIR [SERVER_OPTION...]: a fresh PostgreSQL 15 cluster in the case's dir, run as
# nobody on a Unix socket only (the case's dir and WORK/WORK_SUBDIR are opened to nobody). Sets
# bin, data, sock, port and pg (the server's pid) for the caller, which declares them local;
# pg_down stops the server.
pg_up() {
  local sub=$1 i
  shift
  bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock"
  port=$(free_port)
  chmod o+x "$WORK" "$WORK/$sub"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
  runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U postgres >/dev/null 2>&1
  runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' "$@" >/dev/null 2>&1 &
  pg=$!
  for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
}

# pg_down: stops the server pg_up started (a fast shutdown) and waits for it.
pg_down() {
  kill -INT "$(head -1 "$data/postmaster.pid")"; wait "$pg" || true
}
