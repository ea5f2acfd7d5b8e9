#!/usr/bin/env bash
# Smoke test of scripts/slurm-cluster: the cluster starts, a 4-task job array runs on it with
# each task seeing its index and the array's size, and stop leaves none of the processes that
# the test started. Usage: slurm_cluster_test.sh SCRIPTS_DIR. Exits 77 (skipped) when this
# machine cannot run a cluster.
set -euo pipefail
SCRIPTS="$(realpath "$1")"
TASKS=4
# shellcheck source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/cluster.bash"

# The pids of every process of a cluster, this test's or not, to tell afterwards what is left.
# Zombies do not count: here pid 1 reaps the stopped daemons only after a while.
cluster_processes() {
  ps -e -o pid= -o stat= -o comm= |
    awk '$2 !~ /^Z/ && $3 ~ /^(slurmctld|slurmscriptd|slurmd|slurmstepd|munged)$/ { print $1 }' | sort
}

run_array() {
  mkdir -p "$W/results" "$W/out"
  cat >"$W/task.sh" <<'TASK'
#!/bin/sh
echo "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" >"$1/task-$SLURM_ARRAY_TASK_ID.txt"
TASK
  timeout --foreground 120 sbatch --array=0-$((TASKS - 1)) --wait --output="$W/out/%A_%a.out" \
    "$W/task.sh" "$W/results"
}

check_results() {
  local i
  for ((i = 0; i < TASKS; i++)); do
    [ "$(cat "$W/results/task-$i.txt")" = "$i/$TASKS" ] ||
      { echo "task $i wrote '$(cat "$W/results/task-$i.txt")', not '$i/$TASKS'" >&2; exit 1; }
  done
  [ "$(find "$W/results" -type f | wc -l)" -eq "$TASKS" ] ||
    { echo "expected $TASKS result files: $(ls "$W/results")" >&2; exit 1; }
}

check_nothing_left() {
  local left
  left="$(comm -13 <(echo "$1") <(cluster_processes))"
  [ -z "$left" ] || { echo "left running after stop:" >&2; ps -o pid,comm,args -p "${left//$'\n'/,}" >&2; exit 1; }
}

before="$(cluster_processes)"
started=$EPOCHREALTIME
cluster_up "$SCRIPTS"
echo "Cluster up in $(seconds_since "$started") s"

array_started=$EPOCHREALTIME
run_array
check_results
echo "A $TASKS-task array ran in $(seconds_since "$array_started") s; each task saw i/$TASKS"

stop_started=$EPOCHREALTIME
"$CLUSTER" stop "$W"
check_nothing_left "$before"
echo "Stopped in $(seconds_since "$stop_started") s, nothing left running; $(seconds_since "$started") s in all"
