#pragma once

// Ctrl-C as a request, not a kill: while an InterruptGuard lives, SIGINT only sets a flag that
// long computations poll, so they can stop cleanly and report what they have.

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
};

// Whether stderr is a terminal, where a progress line that rewrites itself can be shown.
bool stderrIsTerminal();

} // namespace snp::cli
