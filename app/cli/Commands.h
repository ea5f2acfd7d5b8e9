#pragma once

#include "CommandLine.h"

#include <span>

namespace snp::cli {

// Each snplan command; the return value is the process exit code
// (0 success, 1 the configuration is invalid, 2 the command line is wrong).
int listPresets();
int exportPreset(const CommandLine &line);
int validateConfig(const CommandLine &line);
int evaluateConfig(const CommandLine &line);
int compareConfigs(const CommandLine &line);
int listMetrics();
int runMonteCarlo(const CommandLine &line);
int linkLoads(const CommandLine &line);
int benchmark(const CommandLine &line);
int runSweep(const CommandLine &line);
int mergeSweeps(const CommandLine &line);
// snplan serve, and its options (name without "--", help) for snplan.cpp to declare.
struct OptionHelp {
  const char *name;
  const char *help;
};
std::span<const OptionHelp> serveOptions();
int serveModel(const CommandLine &line);
// snplan schedule, and its options.
std::span<const OptionHelp> scheduleOptions();
int scheduleJobs(const CommandLine &line);
// Only in a snplan built with the GUI (SNPLAN_PDF_REPORT): it needs Qt, which takes argc and argv.
int writeReport(int argc, char **argv, const CommandLine &line);

} // namespace snp::cli
