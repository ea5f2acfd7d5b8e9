#pragma once

// What each snplan command is told, as typed values: snplan.cpp binds every field to its option,
// so a value is parsed and checked once, when the command line is, and the defaults here are the
// ones `snplan COMMAND --help` shows.

#include "SourceOptions.h"

#include "model/Precision.h"
#include "sim/network/LinkLoad.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/serving/ServingModel.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace snp::cli {

enum class OutputFormat { Json, Csv, Text, Xlsx };

struct ExportPresetOptions {
  enum class Form { Full, Changes }; // every field, or only what differs from the defaults
  std::string id;
  Form form = Form::Full;
};

struct EvaluateOptions {
  ConfigChoice config;
  OutputFormat format = OutputFormat::Json;
  std::optional<std::string> criteria;
};

struct CompareOptions {
  enum class Table { Wide, Long }; // the machines' CSV's shape
  // Who reads the CSV: pipelines (metric paths, exact SI values) or people (the Compare tab's
  // labels, one unit per row, rounded values, the rules' verdicts and margins by name).
  enum class Reader { Machines, People };
  CandidateChoice candidates;
  std::optional<std::string> criteria;
  OutputFormat format = OutputFormat::Text;
  Table table = Table::Wide;
  Reader reader = Reader::Machines;
  std::optional<std::string> language; // of the tables for people
  std::optional<std::string> output;
  // The tables for people need Qt (their labels and translations): only in a build with the GUI.
  bool forPeople() const {
    return format == OutputFormat::Xlsx || (format == OutputFormat::Csv && reader == Reader::People);
  }
};

struct ReportOptions {
  CandidateChoice candidates;
  std::optional<std::string> criteria;
  std::optional<std::string> output;
  std::optional<std::string> language;
  std::optional<std::string> author;
  std::optional<std::string> title;
  std::optional<std::string> customer;
  std::optional<std::string> date;
  std::optional<std::string> logo;     // an image file for the title page
  std::optional<std::string> sections; // comma-separated (ReportCommand.cpp)
};

struct MonteCarloCommandOptions {
  ConfigChoice config;
  int runs = 100;
  std::uint64_t seed = 1;
  std::size_t timeline = 2000;
};

struct BomOptions {
  ConfigChoice config;
  OutputFormat format = OutputFormat::Text;
};

struct LinkLoadCommandOptions {
  ConfigChoice config;
  sim::TrafficPattern pattern = sim::TrafficPattern::UniformAllToAll;
  long long bytes = 1'000'000'000;
  std::uint64_t seed = 1;
};

struct SweepCommandOptions {
  enum class Engine { Slurm, Kubernetes };
  // The longest --time-limit: a year, beyond any cluster's partition limit.
  static constexpr int kMostTimeLimitMinutes = 365 * 24 * 60;
  std::string spec;
  std::optional<std::string> output;
  OutputFormat format = OutputFormat::Json;
  int threads = 0; // 0: every core
  std::optional<std::string> shard;
  std::optional<int> shards;
  std::optional<std::string> checkpoint; // the shard's checkpoint file, gone on from when it is there
  std::optional<Engine> emit;
  std::optional<std::string> outputDir;
  bool onlyMissing = false;        // emit a job of the shards the output folder lacks
  std::optional<int> maxRunning;   // tasks of the emitted job running at once
  std::optional<int> timeLimit;    // minutes a Slurm task may run; estimated when not given
  std::optional<int> maxArraySize; // the Slurm cluster's MaxArraySize
};

struct MergeOptions {
  std::vector<std::string> parts;
  std::optional<std::string> output;
  OutputFormat format = OutputFormat::Json;
  bool missing = false;      // list the shards to run again instead of merging
  std::optional<int> shards; // the split, where no part can tell it
};

// Unset fields keep what sim::defaultServingSetup chooses for the configuration and model.
struct ServeOptions {
  ConfigChoice config;
  std::string model = "scenario";
  std::optional<sim::WeightFormat> weights;
  std::optional<model::Precision> kv;
  std::optional<int> tp;
  std::optional<int> pp;
  std::optional<int> ep;
  std::optional<sim::AttentionSharding> attention;
  std::optional<int> accelerators;
  std::optional<double> promptTokens;
  std::optional<double> cachedTokens;
  std::optional<double> outputTokens;
  std::optional<double> outputCv;
  std::optional<int> maxBatch;
  std::optional<double> hostStepMs;
  double rate = 0;
  std::optional<double> p99Ms;
  std::optional<sim::LatencyKind> latency;
  OutputFormat format = OutputFormat::Json;
};

struct ScheduleCommandOptions {
  ConfigChoice config;
  std::optional<std::string> trace;
  std::optional<std::string> synthetic;
  std::vector<sim::PlacementPolicy> policies = {sim::PlacementPolicy::FirstFit};
  std::uint64_t seed = 1;
  bool failures = true;
  bool backfill = true;
  double cardWeight = sim::ScheduleOptions{}.card_weight;
  double memoryWeight = sim::ScheduleOptions{}.memory_weight;
  std::optional<std::string> quota;
  std::optional<std::string> outcomes;
  OutputFormat format = OutputFormat::Json;
};

struct BenchOptions {
  int seconds = 2;
  // Only this preset's evaluations (none of the scheduler, search and sweep benchmarks).
  std::optional<std::string> preset;
};

// snplan whatif: the smallest changes that make a failing design pass its must-rules.
struct WhatIfOptions {
  enum class Rank { Distance, Cost };
  ConfigChoice config;
  std::optional<std::string> criteria; // "default" when not given
  std::vector<std::string> vary;       // "PATH", "PATH=FROM..TO:STEP", ...; none: the default levers
  int changes = 2;                     // levers changed at once
  int fixes = 5;                       // fixes to list
  std::uint64_t budget = 100'000;      // designs evaluated at most
  Rank rank = Rank::Distance;
  std::optional<std::string> how_far; // a lever's path: how far it moves while the design passes
  OutputFormat format = OutputFormat::Text;
  std::optional<std::string> output;
};

} // namespace snp::cli
