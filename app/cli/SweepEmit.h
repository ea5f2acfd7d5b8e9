#pragma once

// The job that runs a sweep on a cluster, as text to submit: a Slurm array script (which, run
// directly, submits itself, waits for every shard and merges them) or a Kubernetes Indexed Job.
// docs/distributed-sweeps.md explains each line.
//
// Nothing a spec or a command line holds can become a command: paths are quoted by the rules of
// the format they land in (the shell's, an #SBATCH directive's, YAML's), the spec's name appears
// only in comments (escaped to one line) and, reduced to letters, digits and dashes, in the job's
// name.

#include <optional>
#include <string>
#include <vector>

namespace snp::cli {

// Slurm's default MaxArraySize (slurm.conf(5)): task indices from 0 to 1000.
inline constexpr int kSlurmMaxArraySize = 1001;

struct SweepJob {
  std::string snplan;      // absolute path of the snplan to run
  std::string spec;        // absolute path of the spec
  std::string output_dir;  // where the shards' parts, checkpoints and the merged result go
  std::string name;        // the spec's name, for the job's
  std::string fingerprint; // the spec's
  int shards = 1;
  // The shards to run, ascending; empty: all of them. Only those missing from output_dir with
  // --only-missing.
  std::vector<int> only;
  std::optional<int> max_running; // tasks (pods) running at once; none: as many as the cluster gives
  int time_limit_minutes = 60;    // each Slurm task's
  int max_array_size = kSlurmMaxArraySize;
};

// Why the job cannot be written: a path holding a line break or NUL, which neither an #SBATCH
// directive nor a path a scheduler hands on can carry. Names the option. nullopt when it can.
std::optional<std::string> sweepJobRefusal(const SweepJob &job);

// Both expect a job sweepJobRefusal accepts.
std::string slurmArrayScript(const SweepJob &job);
std::string kubernetesIndexedJob(const SweepJob &job);

} // namespace snp::cli
