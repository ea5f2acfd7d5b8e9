#!/usr/bin/env bash
# End to end on a single-node Slurm cluster (issue 31): a sweep emitted as a 16-task job array, 3
# of its tasks cancelled mid-run; `snplan merge --missing` names exactly those 3, the job that
# `--only-missing` emits runs only them, each going on from the checkpoint its cancelled task
# saved, and the merge of the 16 parts is byte for byte the sweep run in one piece.
# Usage: slurm_rerun_test.sh SNPLAN SCRIPTS_DIR. Exits 77 (skipped) when this machine cannot run
# a cluster.
set -euo pipefail
# Absolute, because the job array's tasks run the commands that `snplan sweep --emit` writes.
SNPLAN="$(realpath "$1")"
SCRIPTS="$(realpath "$2")"
SHARDS=16
# Spread over the array: the node runs two tasks at a time (one a core), so these start one after
# another, each after the test has cancelled the one before, and Slurm goes on starting the
# others on the cores a cancel frees.
CANCELLED=(3 8 13)
CANCELLED_LIST="$(
  IFS=,
  echo "${CANCELLED[*]}"
)"
# shellcheck source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/cluster.bash"

fail() {
  echo "FAILED: $*" >&2
  exit 1
}

# Every wait ends by this time (in SECONDS), 200 s after the start: a test that hangs then fails
# with a message and stops its cluster (cluster_down) before CTest's TIMEOUT of 240 s kills it,
# which would leave the daemons running. It normally takes 75 s.
readonly DEADLINE=$((SECONDS + 200))

# Seconds left before the deadline, at least 1 (`timeout 0` would mean no limit).
seconds_left() {
  local left=$((DEADLINE - SECONDS))
  echo $((left > 0 ? left : 1))
}

# Polls a command every 0.1 s until it succeeds or the deadline passes.
wait_for() {
  until "$@"; do
    [ "$SECONDS" -lt "$DEADLINE" ] || return 1
    sleep 0.1
  done
}

# 3,000,000 designs (10 torus shapes x 4 TP x 5 PP x 15,000 supply temperatures): a shard of 1/16
# takes about 3 s on one core of the 2-core CI machine (more while other jobs load it), time
# enough to see a task start and cancel it before it ends, and no more, since the sweep also runs
# in one piece. Tokens against PUE gives fronts of thousands of designs, so the parts, the
# checkpoints and the merge have real fronts to combine.
SPEC=""
write_spec() {
  SPEC="$W/spec.json"
  cat >"$SPEC" <<'EOF'
{
  "schema": 1,
  "name": "Rerun test: S3 torus shape, parallelism and a fine supply temperature",
  "base": {"preset": "seed-s3"},
  "axes": [
    {"path": "network.scale_up.torus.dims",
     "values": [[8, 8, 10], [4, 16, 10], [16, 8, 5], [10, 8, 8], [8, 10, 8],
                [4, 10, 16], [16, 10, 4], [5, 8, 16], [2, 20, 16], [20, 4, 8]]},
    {"path": "workload.parallelism.tp", "values": [1, 2, 4, 8]},
    {"path": "workload.parallelism.pp", "range": {"from": 1, "to": 16, "factor": 2}},
    {"path": "cooling.supply_C", "range": {"from": 25, "to": 39.9995, "step": 0.001}},
    {"path": "workload.parallelism.dp", "rule": "accelerators / (tp * pp * workload.parallelism.cp)"}
  ],
  "constraints": ["workload.global_batch % (workload.microbatch * dp) == 0"],
  "objectives": [{"maximise": "training.tokens_per_s"}, {"minimise": "cooling.pue"}],
  "criteria": "default",
  "top": 5
}
EOF
}

sweep_in_one_piece() {
  timeout "$(seconds_left)" "$SNPLAN" sweep "$SPEC" -o "$W/reference.json" ||
    fail "the sweep in one piece failed or did not end by the test's deadline"
}

# The emitted job is run as a user would (`bash sweep.sbatch`: it submits the array, waits for
# every task with sbatch --wait, then merges or, a task having failed, lists the shards missing),
# in the background while the test cancels tasks. The test's cluster runs only this job, so the
# array's id is the one squeue lists.
PARTS=""
SUBMISSION=""
JOB=""
submit_array() {
  PARTS="$W/parts"
  mkdir -p "$PARTS"
  "$SNPLAN" sweep "$SPEC" --emit slurm --shards "$SHARDS" --output-dir "$PARTS" >"$W/sweep.sbatch"
  (cd "$W" && exec timeout "$(seconds_left)" bash "$W/sweep.sbatch") >"$W/sweep.out" 2>&1 &
  SUBMISSION=$!
  wait_for array_listed || fail "the array is not queued by the test's deadline: $(cat "$W/sweep.out")"
}

array_listed() {
  submission_running
  JOB="$(squeue -h -o %F | head -n 1)" && [ -n "$JOB" ]
}

# Fails at once, not at the deadline, when the job script has ended while the test waits for its
# tasks (every task failing at once, or the submission refused).
submission_running() {
  kill -0 "$SUBMISSION" 2>/dev/null ||
    fail "bash sweep.sbatch ended while the test waited for its tasks: $(cat "$W/sweep.out")"
}

# A task's checkpoint appears once it has run 0.5 % of its shard's designs and is removed when it
# completes; its part appears only when it ends. So a checkpoint without a part is a task
# running, with something to go on from. Only running tasks are cancelled: a task cancelled
# before it starts leaves nothing to resume and would not show that the rerun resumes.
running_with_checkpoint() {
  local shard=$1
  submission_running
  [ ! -e "$PARTS/part-$shard.json" ] ||
    fail "shard $shard ended before it could be cancelled (each shard must run for seconds: make the spec larger)"
  [ -e "$PARTS/checkpoint-$shard.json" ]
}

# scancel sends SIGTERM (then SIGKILL after KillWait): snplan stops within a few designs and writes
# its part, marked incomplete, and a checkpoint where it stopped. A cancelled task is not requeued
# (the script's --requeue is for preemption and node failure), so it stays cancelled.
cancel_tasks() {
  local shard
  for shard in "${CANCELLED[@]}"; do
    wait_for running_with_checkpoint "$shard" ||
      fail "task ${JOB}_$shard has not started by the test's deadline (squeue: $(squeue -h -r -o '%i %T' | tr '\n' ' '))"
    scancel "${JOB}_$shard"
    echo "Cancelled task ${JOB}_$shard while it ran"
  done
}

# Once sbatch --wait has seen every task end, the job script asks the parts (`snplan merge
# --missing`), which name the cancelled shards, and exits with its status 3. A cancelled task may
# still be writing its part then, so why each shard is missing is checked later (check_missing).
check_job_status() {
  local status=0
  wait "$SUBMISSION" || status=$?
  cat "$W/sweep.out"
  [ "$status" -eq 3 ] || fail "bash sweep.sbatch exited with status $status, not 3 (merge --missing)"
  grep -qx "${#CANCELLED[@]} of $SHARDS shards to run again (array indices $CANCELLED_LIST):" "$W/sweep.out" ||
    fail "the job's merge --missing did not name exactly the cancelled shards $CANCELLED_LIST"
}

# The test's cluster runs only its own jobs: the array has ended when squeue lists none. A
# cancelled task still writing its part after SIGTERM is listed (COMPLETING), though sbatch --wait
# already counts it as ended.
no_jobs() {
  local listed
  listed="$(squeue -h -o %i)" && [ -z "$listed" ]
}

# Each cancelled task wrote an incomplete part and kept its checkpoint; every other task completed
# and removed its own.
check_cancelled() {
  wait_for no_jobs || fail "the array has not ended by the test's deadline: $(squeue -h -r -o '%i %T' | tr '\n' ' ')"
  local logs=("$PARTS/slurm-${JOB}"_*.out) checkpoints=() shard
  [ ${#logs[@]} -eq "$SHARDS" ] || fail "expected $SHARDS task logs in $PARTS, found: $(ls "$PARTS")"
  for shard in "${CANCELLED[@]}"; do
    checkpoints+=("$PARTS/checkpoint-$shard.json")
    grep -q "interrupted after" "$PARTS/slurm-${JOB}_$shard.out" ||
      fail "task ${JOB}_$shard did not stop as snplan does on SIGTERM; its log: $(cat "$PARTS/slurm-${JOB}_$shard.out")"
  done
  # Compared as sorted lists: the glob sorts checkpoint-13 before checkpoint-3.
  local found=("$PARTS"/checkpoint-*.json)
  [ "$(printf '%s\n' "${found[@]}" | sort)" = "$(printf '%s\n' "${checkpoints[@]}" | sort)" ] ||
    fail "expected the checkpoints of the cancelled tasks only (${checkpoints[*]}), found: ${found[*]}"
}

# Now that every task has written what it did: exactly the cancelled shards, each "stopped after N
# of its designs", and status 3.
check_missing() {
  local status=0
  "$SNPLAN" merge --missing "$PARTS"/part-*.json --shards "$SHARDS" >"$W/missing.txt" || status=$?
  [ "$status" -eq 3 ] || fail "merge --missing exited with $status, not 3: $(cat "$W/missing.txt")"
  grep -qx "${#CANCELLED[@]} of $SHARDS shards to run again (array indices $CANCELLED_LIST):" "$W/missing.txt" ||
    fail "merge --missing did not name exactly the cancelled shards $CANCELLED_LIST: $(cat "$W/missing.txt")"
  [ "$(grep -c "stopped after [0-9]* of its designs" "$W/missing.txt")" -eq ${#CANCELLED[@]} ] ||
    fail "merge --missing did not find the cancelled shards' parts stopped part-way: $(cat "$W/missing.txt")"
}

# The rerun job is run as a user would (`bash rerun.sbatch`): it submits an array of only the
# missing shards, waits for it and merges every part into PARTS/result.json. A job that reran all
# the shards, or none, fails on the array line or on the number of task logs.
rerun_missing() {
  "$SNPLAN" sweep "$SPEC" --emit slurm --only-missing --output-dir "$PARTS" >"$W/rerun.sbatch"
  grep -qx "#SBATCH --array=$CANCELLED_LIST" "$W/rerun.sbatch" ||
    fail "the --only-missing job's array is not $CANCELLED_LIST: $(grep -- '--array' "$W/rerun.sbatch")"
  if ! (cd "$W" && timeout --foreground "$(seconds_left)" bash "$W/rerun.sbatch"); then
    tail -n 20 "$PARTS"/slurm-*.out >&2 || true
    fail "the rerun job failed or did not end by the test's deadline"
  fi
  local logs=() log shard
  for log in "$PARTS"/slurm-*_*.out; do
    [[ "$log" == "$PARTS/slurm-${JOB}_"* ]] || logs+=("$log")
  done
  [ ${#logs[@]} -eq ${#CANCELLED[@]} ] ||
    fail "the rerun job ran ${#logs[@]} tasks, not ${#CANCELLED[@]}: ${logs[*]}"
  # A task of the rerun array has the shard as its index (the array's offset is 0).
  for log in "${logs[@]}"; do
    shard="${log##*_}"
    shard="${shard%.out}"
    grep -q "going on from $PARTS/checkpoint-$shard.json: [1-9][0-9]* of the shard's [0-9]* designs done" "$log" ||
      fail "task $shard of the rerun did not go on from its checkpoint; its log: $(cat "$log")"
    echo "Rerun of shard $shard: $(grep -o "going on from .*" "$log")"
  done
  local left=("$PARTS"/checkpoint-*.json)
  [ ! -e "${left[0]}" ] || fail "checkpoints left after the rerun completed: ${left[*]}"
}

# The script's own merge and one here of the 16 parts, each against the sweep in one piece. The
# work folder goes when the test ends, so a difference is shown here.
compare() {
  local parts=("$PARTS"/part-*.json) merged
  [ ${#parts[@]} -eq "$SHARDS" ] || fail "expected $SHARDS parts, found: $(ls "$PARTS")"
  "$SNPLAN" merge "${parts[@]}" -o "$W/merged.json"
  for merged in "$W/merged.json" "$PARTS/result.json"; do
    if ! cmp "$W/reference.json" "$merged"; then
      diff -u "$W/reference.json" "$merged" | head -n 40 >&2
      fail "$merged differs from the sweep in one piece"
    fi
  done
  echo "Compared the merge of $SHARDS shards, ${#CANCELLED[@]} of them resumed, with the sweep in one piece ($(wc -c <"$W/reference.json") bytes): identical"
}

started=$EPOCHREALTIME
cluster_up "$SCRIPTS"
echo "Cluster up in $(seconds_since "$started") s"
write_spec

step=$EPOCHREALTIME
sweep_in_one_piece
echo "Sweep in one piece: $(seconds_since "$step") s"

step=$EPOCHREALTIME
submit_array
cancel_tasks
check_job_status
check_cancelled
echo "Array of $SHARDS tasks, ${#CANCELLED[@]} cancelled: $(seconds_since "$step") s"

step=$EPOCHREALTIME
check_missing
rerun_missing
echo "Rerun of the ${#CANCELLED[@]} missing shards, merged: $(seconds_since "$step") s"

compare
echo "$(seconds_since "$started") s in all"
