#include "SweepEmit.h"

#include "ShardList.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <array>
#include <numeric>
#include <utility>

namespace snp::cli {

namespace {

// A word the shell takes literally, whatever it holds: single quotes end only at a single quote,
// which is written as '\''.
std::string shellWord(const std::string &word) {
  std::string out = "'";
  for (const char c : word)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// An #SBATCH directive's argument: sbatch reads double quotes as grouping and a backslash as
// escaping the next character (src/sbatch/opt.c, _get_argument); in an output file name, '%'
// starts a replacement symbol and "%%" is a literal percent sign (sbatch(1), filename pattern).
std::string sbatchWord(const std::string &word) {
  std::string out = "\"";
  for (const char c : word) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '%') out += '%';
    out += c;
  }
  return out + "\"";
}

// A string as JSON writes it: quotes, backslashes and control characters escaped, bytes that are
// not UTF-8 replaced. ASCII only when asked (every character outside it as \uXXXX).
std::string jsonString(const std::string &text, bool ascii) {
  return nlohmann::json(text).dump(-1, ' ', ascii, nlohmann::json::error_handler_t::replace);
}

// A YAML double-quoted scalar: JSON's escapes are YAML's (YAML 1.2 §7.3.1), and with every
// character outside ASCII escaped no YAML 1.1 line break (U+0085, U+2028, U+2029) is left.
std::string yamlString(const std::string &text) { return jsonString(text, true); }

// Text for a comment in a shell script or a YAML file: one line, at most about 100 bytes. The
// characters YAML 1.1 also ends a line at are escaped with the control characters.
std::string commentText(const std::string &text) {
  std::string out = jsonString(text, false);
  out = out.substr(1, out.size() - 2);
  constexpr std::array<std::pair<std::string_view, std::string_view>, 3> kLineBreaks = {
      {{"\xC2\x85", "\\u0085"}, {"\xE2\x80\xA8", "\\u2028"}, {"\xE2\x80\xA9", "\\u2029"}}};
  for (const auto &[raw, escaped] : kLineBreaks)
    for (std::size_t at = out.find(raw); at != std::string::npos; at = out.find(raw, at + escaped.size()))
      out.replace(at, raw.size(), escaped);
  constexpr std::size_t kMostBytes = 100;
  if (out.size() <= kMostBytes) return out;
  std::size_t cut = kMostBytes;
  while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80)
    --cut; // not inside a UTF-8 sequence
  return out.substr(0, cut) + "…";
}

// The job's name for squeue and kubectl: lower-case letters, digits and dashes, as a Kubernetes
// object name (an RFC 1123 label of at most 63 characters) must be and a Slurm job name may be.
std::string jobName(const std::string &text) {
  std::string out;
  for (const char c : text)
    if (std::isalnum(static_cast<unsigned char>(c)) && static_cast<unsigned char>(c) < 0x80)
      out += char(std::tolower(static_cast<unsigned char>(c)));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  out = out.substr(0, 40);
  while (!out.empty() && out.back() == '-')
    out.pop_back();
  return "snplan-sweep" + (out.empty() ? "" : "-" + out);
}

} // namespace

std::optional<std::string> sweepJobRefusal(const SweepJob &job) {
  const std::pair<const char *, const std::string *> paths[] = {
      {"--output-dir", &job.output_dir}, {"the spec's path", &job.spec}, {"snplan's path", &job.snplan}};
  for (const auto &[option, path] : paths)
    if (path->find_first_of(std::string_view("\n\r\0", 3)) != std::string::npos)
      return fmt::format("{} holds a line break or NUL, which a job script cannot carry: {}", option,
                         jsonString(*path, false));
  return std::nullopt;
}

namespace {

// The shards the job runs: those given, or every one.
std::vector<int> shardsRun(const SweepJob &job) {
  if (!job.only.empty()) return job.only;
  std::vector<int> all(static_cast<std::size_t>(job.shards));
  std::iota(all.begin(), all.end(), 0);
  return all;
}

// "of 16 shards", or "of 16 shards, running the 3 missing (3,7,12)": the comment's account of the job.
std::string jobExtent(const SweepJob &job) {
  std::string out = fmt::format("of {} shards", job.shards);
  if (!job.only.empty())
    out += fmt::format(", running the {} missing ({})", job.only.size(), commentText(indexList(job.only)));
  return out;
}

// Slurm's time format days-hours:minutes:seconds (sbatch(1), --time).
std::string slurmTime(int minutes) {
  return fmt::format("{}-{:02}:{:02}:00", minutes / (24 * 60), minutes / 60 % 24, minutes % 60);
}

} // namespace

std::string slurmArrayScript(const SweepJob &job) {
  const std::string dir = shellWord(job.output_dir);
  const std::vector<ShardArray> arrays = shardArrays(shardsRun(job), job.max_array_size);
  const std::string throttle = job.max_running ? fmt::format("%{}", *job.max_running) : "";
  // The largest task index any array has, which the cluster's MaxArraySize must exceed.
  int largest = 0;
  std::string submit;
  for (const ShardArray &array : arrays) {
    const std::string indices = array.indices;
    largest = std::max(largest, std::stoi(indices.substr(indices.find_last_of(",-") + 1)));
    submit +=
        fmt::format("  sbatch --wait --array={}{} \"$0\" {} || true\n", indices, throttle, array.offset);
  }
  const std::string usage = arrays.size() == 1
                                ? "runs the shards only; merge with the last line below"
                                : fmt::format("runs the first of its {} arrays only", arrays.size());
  return fmt::format(
      R"script(#!/bin/bash
# Sweep "{name}" (spec fingerprint {fingerprint}) as a Slurm job array {extent}.
#   bash THIS_FILE            submits the {arrays}, waits for every shard, then merges them
#   sbatch --wait THIS_FILE   {usage}
#SBATCH --job-name={job}
#SBATCH --array={first}{throttle}
#SBATCH --time={time}
#SBATCH --requeue
#SBATCH --output={log}
set -euo pipefail
mkdir -p {dir}
if [[ -z "${{SLURM_ARRAY_TASK_ID:-}}" ]]; then
  max_array_size="$(timeout 10 scontrol show config 2>/dev/null | sed -n 's/^MaxArraySize *= *\([0-9]*\).*/\1/p')" || true
  if [[ -n "$max_array_size" && "$max_array_size" -le {largest} ]]; then
    echo "this cluster's MaxArraySize is $max_array_size: write the job again with --max-array-size $max_array_size" >&2
    exit 2
  fi
  # Not sbatch's status but the parts tell whether every shard ran to its end: sbatch --wait counts
  # a cancelled or timed-out task as ended while it still writes its part, and may report 0 for it.
{submit}  {snplan} merge --missing {dir}/part-*.json --shards {shards} || exit $?
  exec {snplan} merge {dir}/part-*.json -o {dir}/result.json
fi
# One shard: the task's index plus its array's offset (the argument the submission gives).
shard=$(( ${{1:-{first_offset}}} + SLURM_ARRAY_TASK_ID ))
exec {snplan} sweep {spec} --shard "$shard"/{shards} --threads "${{SLURM_CPUS_PER_TASK:-1}}" \
  --checkpoint {dir}/checkpoint-"$shard".json -o {dir}/part-"$shard".json
)script",
      fmt::arg("name", commentText(job.name)), fmt::arg("fingerprint", commentText(job.fingerprint)),
      fmt::arg("extent", jobExtent(job)),
      fmt::arg("arrays", arrays.size() == 1 ? "array" : fmt::format("{} arrays", arrays.size())),
      fmt::arg("usage", usage), fmt::arg("job", jobName(job.name)), fmt::arg("first", arrays.front().indices),
      fmt::arg("throttle", throttle), fmt::arg("time", slurmTime(job.time_limit_minutes)),
      fmt::arg("largest", largest), fmt::arg("submit", submit),
      fmt::arg("first_offset", arrays.front().offset), fmt::arg("shards", job.shards),
      fmt::arg("log", sbatchWord(job.output_dir + "/slurm-") + "%A_%a.out"), fmt::arg("dir", dir),
      fmt::arg("snplan", shellWord(job.snplan)), fmt::arg("spec", shellWord(job.spec)));
}

std::string kubernetesIndexedJob(const SweepJob &job) {
  const std::string dir = shellWord(job.output_dir);
  // An Indexed Job's indices run from 0 to completions - 1 and cannot be listed (batch/v1 JobSpec),
  // so a job of some shards carries their list and each pod takes the index-th shard of it.
  const std::string shardOf =
      job.only.empty()
          ? std::string("shard=\"$JOB_COMPLETION_INDEX\"; ")
          : fmt::format(
                "list={}; i=\"$JOB_COMPLETION_INDEX\"; IFS=,; for r in $list; do a=\"${{r%-*}}\"; "
                "b=\"${{r#*-}}\"; "
                "if [ \"$i\" -le $((b - a)) ]; then shard=$((a + i)); break; fi; i=$((i - b + a - 1)); "
                "done; unset IFS; ",
                indexList(job.only));
  const std::string shard =
      fmt::format("{}exec {} sweep {} --shard \"$shard\"/{} --checkpoint {}/checkpoint-\"$shard\".json -o "
                  "{}/part-\"$shard\".json",
                  shardOf, shellWord(job.snplan), shellWord(job.spec), job.shards, dir, dir);
  const int completions = job.only.empty() ? job.shards : int(job.only.size());
  // Past a tenth of the shards failed for good, something is wrong with all of them; the API takes at
  // most 10^4 failed indices where there are more than 10^5 completions.
  const int maxFailed = std::min({completions, std::max(1, (completions + 9) / 10), 10'000});
  return fmt::format(
      R"(# Sweep "{name}" (spec fingerprint {fingerprint}) as a Kubernetes Indexed Job {extent}.
# Each pod runs one shard into the shared volume, a retried pod going on from the shard's checkpoint;
# when the Job completes, merge the parts:
#   snplan merge {merge_dir}/part-*.json -o {merge_dir}/result.json
# Replace the image and the claim with your own: the image holds snplan and the spec.
# backoffLimitPerIndex, maxFailedIndexes and the FailIndex action need Kubernetes 1.29 or later.
apiVersion: batch/v1
kind: Job
metadata:
  name: {job}
spec:
  completionMode: Indexed
  completions: {completions}
  parallelism: {parallelism}
  backoffLimitPerIndex: 3
  maxFailedIndexes: {max_failed}
  podFailurePolicy:
    rules:
      - action: Ignore
        onPodConditions:
          - type: DisruptionTarget
      - action: FailIndex
        onExitCodes:
          containerName: shard
          operator: In
          values: [2]
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: shard
          image: supernode-planner:latest
          command: ["/bin/sh", "-c"]
          args:
            - {shard}
          volumeMounts:
            - name: results
              mountPath: {mount}
      volumes:
        - name: results
          persistentVolumeClaim:
            claimName: snplan-sweep-results
)",
      fmt::arg("name", commentText(job.name)), fmt::arg("fingerprint", commentText(job.fingerprint)),
      fmt::arg("extent", jobExtent(job)), fmt::arg("merge_dir", commentText(dir)),
      fmt::arg("job", jobName(job.name) + (job.only.empty() ? "" : "-rerun")),
      fmt::arg("completions", completions),
      fmt::arg("parallelism", std::min(completions, job.max_running.value_or(completions))),
      fmt::arg("max_failed", maxFailed), fmt::arg("shard", yamlString(shard)),
      fmt::arg("mount", yamlString(job.output_dir)));
}

} // namespace snp::cli
