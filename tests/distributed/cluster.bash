# Sourced by the tests in this folder: a single-node Slurm cluster (scripts/slurm-cluster) in a
# fresh work folder under /var/tmp, stopped and removed however the test ends.

# cluster_up SCRIPTS_DIR: sets W (the work folder) and SLURM_CONF. Exits 77, the code CTest is
# told means "skipped", when this machine cannot run a cluster.
cluster_up() {
  CLUSTER="$1/slurm-cluster"
  W="$(mktemp -d /var/tmp/snplan-slurm.XXXXXX)"
  # mktemp makes it 0700, and slurmctld runs as the slurm user.
  chmod 755 "$W"
  trap cluster_down EXIT
  local status=0
  "$CLUSTER" start "$W" 2>"$W/start.err" || status=$?
  if [ "$status" -eq 77 ]; then
    echo "Skipped: $(tail -n 1 "$W/start.err")"
    exit 77
  elif [ "$status" -ne 0 ]; then
    cat "$W/start.err" >&2
    exit "$status"
  fi
  eval "$("$CLUSTER" env "$W")"
}

cluster_down() {
  "$CLUSTER" stop "$W" || true
  rm -rf "$W"
}

# Seconds since a time taken from EPOCHREALTIME, to one decimal.
seconds_since() {
  awk -v from="$1" -v to="$EPOCHREALTIME" 'BEGIN { printf "%.1f", to - from }'
}
