#pragma once

// Ctrl-C as a request, not a kill: while an InterruptGuard lives, SIGINT only sets a flag that
// long computations poll, so they can stop cleanly and report what they have. SIGTERM too: it is
// what a scheduler sends a task it cancels, preempts or requeues before it kills it (Slurm's
// KillWait, Kubernetes' grace period), time to save a checkpoint.

namespace snp::cli {

class InterruptGuard {
public:
  InterruptGuard();
  ~InterruptGuard(); // the previous handler is back
  InterruptGuard(const InterruptGuard &) = delete;
  InterruptGuard &operator=(const InterruptGuard &) = delete;

  static bool interrupted();

private:
  void (*previous_)(int);
  void (*previousTerm_)(int);
};

// Whether stderr is a terminal, where a progress line that rewrites itself can be shown.
bool stderrIsTerminal();

} // namespace snp::cli
