#include "Interrupt.h"

#include <csignal>
#include <cstdio>

#include <unistd.h>

namespace snp::cli {

namespace {

volatile std::sig_atomic_t requested = 0;

extern "C" void onInterrupt(int) { requested = 1; }

} // namespace

InterruptGuard::InterruptGuard()
    : previous_(std::signal(SIGINT, onInterrupt)), previousTerm_(std::signal(SIGTERM, onInterrupt)) {
  requested = 0;
}

InterruptGuard::~InterruptGuard() {
  std::signal(SIGINT, previous_);
  std::signal(SIGTERM, previousTerm_);
}

bool InterruptGuard::interrupted() { return requested != 0; }

bool stderrIsTerminal() { return isatty(fileno(stderr)) != 0; }

} // namespace snp::cli
