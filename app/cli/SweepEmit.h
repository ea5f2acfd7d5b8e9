#pragma once

// The job that runs a sweep on a cluster, as text to submit: a Slurm array script (which, run
// directly, submits itself, waits for every shard and merges them) or a Kubernetes Indexed Job.
// docs/distributed-sweeps.md explains each line.

#include <string>

namespace snp::cli {

struct SweepJob {
  std::string snplan;      // absolute path of the snplan to run
  std::string spec;        // absolute path of the spec
  std::string output_dir;  // where the shards' parts and the merged result go
  std::string name;        // the spec's name, for the job's
  std::string fingerprint; // the spec's
  int shards = 1;
};

std::string slurmArrayScript(const SweepJob &job);
std::string kubernetesIndexedJob(const SweepJob &job);

} // namespace snp::cli
