#pragma once

#include "CommandOptions.h"

namespace snp::cli {

class Declare;

// Each snplan command; the return value is the process exit code
// (0 success, 1 the configuration is invalid, 2 the command line is wrong).
int listPresets();
int exportPreset(const ExportPresetOptions &options);
int validateConfig(const ConfigChoice &config);
int evaluateConfig(const EvaluateOptions &options);
int compareConfigs(const CompareOptions &options);
int listMetrics();
int billOfMaterials(const BomOptions &options);
int runMonteCarlo(const MonteCarloCommandOptions &options);
int linkLoads(const LinkLoadCommandOptions &options);
int benchmark(const BenchOptions &options);
int runSweep(const SweepCommandOptions &options);
int mergeSweeps(const MergeOptions &options);
int whatWouldItTake(const WhatIfOptions &options);
// snplan serve, and the options that shape what it serves, for snplan.cpp to declare.
void declareServeOptions(Declare &declare, ServeOptions &options);
int serveModel(const ServeOptions &options);
// snplan schedule, and the options that shape the trace and the scheduler.
void declareScheduleOptions(Declare &declare, ScheduleCommandOptions &options);
int scheduleJobs(const ScheduleCommandOptions &options);
// Only in a snplan built with the GUI (SNPLAN_PDF_REPORT): it needs Qt, which takes argc and argv.
int writeReport(int argc, char **argv, const ReportOptions &options);
// `snplan compare` for people: the CSV with the Compare tab's words, or the Excel workbook.
int writeComparisonSheet(int argc, char **argv, const CompareOptions &options);

} // namespace snp::cli
