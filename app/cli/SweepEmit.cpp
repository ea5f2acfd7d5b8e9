#include "SweepEmit.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <array>
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

std::string slurmArrayScript(const SweepJob &job) {
  const std::string dir = shellWord(job.output_dir);
  return fmt::format(
      R"(#!/bin/bash
# Sweep "{name}" (spec fingerprint {fingerprint}) as a Slurm job array of {shards} shards.
#   bash THIS_FILE            submits the array, waits for every shard, then merges them
#   sbatch --wait THIS_FILE   runs the shards only; merge with the last line below
#SBATCH --job-name={job}
#SBATCH --array=0-{last}
#SBATCH --output={log}
set -euo pipefail
mkdir -p {dir}
if [[ -z "${{SLURM_ARRAY_TASK_ID:-}}" ]]; then
  sbatch --wait "$0"
  exec {snplan} merge {dir}/part-*.json -o {dir}/result.json
fi
# One shard: points SLURM_ARRAY_TASK_ID, + {shards}, + 2·{shards}, ... on the cores Slurm gave it.
exec {snplan} sweep {spec} --shard auto --threads "${{SLURM_CPUS_PER_TASK:-1}}" \
  -o {dir}/part-"$SLURM_ARRAY_TASK_ID".json
)",
      fmt::arg("name", commentText(job.name)), fmt::arg("fingerprint", commentText(job.fingerprint)),
      fmt::arg("shards", job.shards), fmt::arg("last", job.shards - 1), fmt::arg("job", jobName(job.name)),
      fmt::arg("log", sbatchWord(job.output_dir + "/slurm-") + "%A_%a.out"), fmt::arg("dir", dir),
      fmt::arg("snplan", shellWord(job.snplan)), fmt::arg("spec", shellWord(job.spec)));
}

std::string kubernetesIndexedJob(const SweepJob &job) {
  const std::string dir = shellWord(job.output_dir);
  const std::string shard =
      fmt::format("{} sweep {} --shard auto --shards {} -o {}/part-\"$JOB_COMPLETION_INDEX\".json",
                  shellWord(job.snplan), shellWord(job.spec), job.shards, dir);
  return fmt::format(
      R"(# Sweep "{name}" (spec fingerprint {fingerprint}) as a Kubernetes Indexed Job of {shards} shards.
# Each pod runs one shard into the shared volume; when the Job completes, merge the parts:
#   snplan merge {merge_dir}/part-*.json -o {merge_dir}/result.json
# Replace the image and the claim with your own: the image holds snplan and the spec.
apiVersion: batch/v1
kind: Job
metadata:
  name: {job}
spec:
  completionMode: Indexed
  completions: {shards}
  parallelism: {shards}
  backoffLimit: 2
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
      fmt::arg("shards", job.shards), fmt::arg("merge_dir", commentText(dir)),
      fmt::arg("job", jobName(job.name)), fmt::arg("shard", yamlString(shard)),
      fmt::arg("mount", yamlString(job.output_dir)));
}

} // namespace snp::cli
