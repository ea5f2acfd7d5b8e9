#include "Interrupt.h"

#include <csignal>
#include <cstdio>

#include <unistd.h>

namespace snp::cli {

namespace {

volatile std::sig_atomic_t requested = 0;

extern "C" void onInterrupt(int) { requested = 1; }

} // namespace

InterruptGuard::InterruptGuard() : previous_(std::signal(SIGINT, onInterrupt)) { requested = 0; }

InterruptGuard::~InterruptGuard() { std::signal(SIGINT, previous_); }

bool InterruptGuard::interrupted() { return requested != 0; }

bool stderrIsTerminal() { return isatty(fileno(stderr)) != 0; }

} // namespace snp::cli
