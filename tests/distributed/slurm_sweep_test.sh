#!/usr/bin/env bash
# End to end: a design-space sweep split into a Slurm job array on a single-node cluster, its
# parts merged, gives byte for byte the file of the same sweep run in one piece.
# Usage: slurm_sweep_test.sh SNPLAN SPEC SCRIPTS_DIR. Exits 77 (skipped) when this machine cannot
# run a cluster.
set -euo pipefail
# Absolute, because the job array's tasks run the commands that `snplan sweep --emit` writes.
SNPLAN="$(realpath "$1")"
SPEC="$(realpath "$2")"
SCRIPTS="$(realpath "$3")"
SHARDS=4
# shellcheck source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/cluster.bash"

sweep_in_one_piece() {
  "$SNPLAN" sweep "$SPEC" -o "$W/reference.json"
}

# Each task of the emitted array runs `snplan sweep SPEC --shard <its shard>/N -o PARTS/part-<shard>.json`
# and logs to PARTS/slurm-<job>_<task>.out, as the script's own #SBATCH --output says. PARTS has
# quotes, a comment sign, a substitution and an sbatch filename pattern (%h) in its name: sbatch
# must read the directive's path exactly, or the tasks cannot open their logs and fail.
# sbatch --wait returns when every task has ended, non-zero if any failed. Slurm does not create
# the folder of --output: without it the tasks fail before they start.
PARTS=""
sweep_as_job_array() {
  PARTS="$W/parts 'q' \"d\" %h #c \$(touch INJECTED)"
  mkdir -p "$PARTS"
  "$SNPLAN" sweep "$SPEC" --emit slurm --shards "$SHARDS" --output-dir "$PARTS" >"$W/sweep.sbatch"
  if ! (cd "$W" && timeout --foreground 300 sbatch --wait "$W/sweep.sbatch"); then
    echo "the job array failed; its tasks' output:" >&2
    tail -n 20 "$PARTS"/slurm-*.out >&2 || true
    exit 1
  fi
  local logs=("$PARTS"/slurm-*_*.out)
  if [ ${#logs[@]} -ne "$SHARDS" ] || [ -e "$W/INJECTED" ]; then
    echo "expected $SHARDS task logs in $PARTS, found: $(ls -A "$PARTS")" >&2
    exit 1
  fi
}

merge_parts() {
  local parts=("$PARTS"/part-*.json)
  if [ ! -e "${parts[0]}" ] || [ ${#parts[@]} -ne "$SHARDS" ]; then
    echo "expected $SHARDS parts, found: $(ls "$PARTS")" >&2
    exit 1
  fi
  "$SNPLAN" merge "${parts[@]}" -o "$W/merged.json"
}

# The work folder goes when the test ends, so a difference is shown here.
compare() {
  if ! cmp "$W/reference.json" "$W/merged.json"; then
    diff -u "$W/reference.json" "$W/merged.json" | head -n 40 >&2
    exit 1
  fi
  echo "Compared the merge of $SHARDS shards with the sweep in one piece ($(wc -c <"$W/reference.json") bytes): identical"
}

started=$EPOCHREALTIME
cluster_up "$SCRIPTS"
echo "Cluster up in $(seconds_since "$started") s"

step=$EPOCHREALTIME
sweep_in_one_piece
echo "Sweep of $SPEC in one piece: $(seconds_since "$step") s"

step=$EPOCHREALTIME
sweep_as_job_array
merge_parts
echo "Sweep as a $SHARDS-task job array, merged: $(seconds_since "$step") s"

compare
echo "$(seconds_since "$started") s in all"
