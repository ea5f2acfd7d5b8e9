#include "SweepEmit.h"

#include <fmt/format.h>

namespace snp::cli {

namespace {

// A word the shell takes literally, whatever it holds.
std::string quoted(const std::string &word) {
  std::string out = "'";
  for (const char c : word)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// A Kubernetes object name: lower-case letters, digits and dashes.
std::string dnsLabel(const std::string &text) {
  std::string out;
  for (const char c : text)
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += char(std::tolower(static_cast<unsigned char>(c)));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  while (!out.empty() && out.back() == '-')
    out.pop_back();
  return "snplan-sweep" + (out.empty() ? "" : "-" + out.substr(0, 40));
}

} // namespace

std::string slurmArrayScript(const SweepJob &job) {
  const std::string dir = quoted(job.output_dir);
  return fmt::format(
      R"(#!/bin/bash
# Sweep "{name}" (spec fingerprint {fingerprint}) as a Slurm job array of {shards} shards.
#   bash THIS_FILE            submits the array, waits for every shard, then merges them
#   sbatch --wait THIS_FILE   runs the shards only; merge with the last line below
#SBATCH --job-name=snplan-sweep
#SBATCH --array=0-{last}
#SBATCH --output={output_dir}/slurm-%A_%a.out
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
      fmt::arg("name", job.name), fmt::arg("fingerprint", job.fingerprint), fmt::arg("shards", job.shards),
      fmt::arg("last", job.shards - 1), fmt::arg("output_dir", job.output_dir), fmt::arg("dir", dir),
      fmt::arg("snplan", quoted(job.snplan)), fmt::arg("spec", quoted(job.spec)));
}

std::string kubernetesIndexedJob(const SweepJob &job) {
  return fmt::format(
      R"(# Sweep "{name}" (spec fingerprint {fingerprint}) as a Kubernetes Indexed Job of {shards} shards.
# Each pod runs one shard into the shared volume; when the Job completes, merge the parts:
#   snplan merge {output_dir}/part-*.json -o {output_dir}/result.json
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
            - >-
              {snplan} sweep {spec} --shard auto --shards {shards}
              -o {output_dir}/part-"$JOB_COMPLETION_INDEX".json
          volumeMounts:
            - name: results
              mountPath: {output_dir}
      volumes:
        - name: results
          persistentVolumeClaim:
            claimName: snplan-sweep-results
)",
      fmt::arg("name", job.name), fmt::arg("fingerprint", job.fingerprint), fmt::arg("shards", job.shards),
      fmt::arg("job", dnsLabel(job.name)), fmt::arg("output_dir", job.output_dir),
      fmt::arg("snplan", quoted(job.snplan)), fmt::arg("spec", quoted(job.spec)));
}

} // namespace snp::cli
