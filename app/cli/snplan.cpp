#include "CommandLine.h"
#include "Commands.h"

#include <fmt/core.h>

#include <exception>
#include <string_view>

namespace {

constexpr std::string_view kUsage = R"(snplan — Supernode Planner on the command line (no display needed)

usage:
  snplan presets                         list the bundled configurations
  snplan export-preset ID                print a preset as a JSON configuration file
  snplan validate FILE | --preset ID [--set path=value]...
  snplan evaluate FILE | --preset ID [--set path=value]... [--format json|csv|text]
                 [--criteria FILE|default]   adds the verdicts of a criteria set
  snplan compare [FILE...] [--preset ID]... [--set path=value]... [--criteria FILE|default]
                 [--format text|csv|json] [--table wide|long] [-o FILE]
                                         candidates side by side, judged and ranked
  snplan report [FILE...] [--preset ID]... [--set path=value]... [--criteria FILE|default]
                 -o REPORT.pdf [--language zh_CN] [--author NAME] [--project NAME] [--date YYYY-MM-DD]
                                         the comparison as a PDF for the customer (3D pictures
                                         only with an X display)
  snplan metrics                         the figures criteria and comparisons can read
  snplan montecarlo FILE | --preset ID [--set path=value]... [--runs N] [--seed S]
  snplan linkload FILE | --preset ID [--set path=value]... [--pattern uniform|neighbour|permutation|hotspot]
                 [--bytes B] [--seed S]   link loads by dimension-order and adaptive routing
  snplan bench [--seconds S]             evaluations per second of the simulator

--set uses the configuration's field paths, e.g. --set workload.parallelism.tp=8
or --set network.scale_up.torus.dims[2]=10 (docs/config-schema.md lists them).
Criteria sets are JSON files (docs/criteria.md); `default` is S1's selection table.
)";

} // namespace

int main(int argc, char *argv[]) {
  const std::string_view command = argc > 1 ? argv[1] : "";
  try {
    const snp::cli::CommandLine line = snp::cli::parseCommandLine(argc, argv, 2);
    if (command == "presets") return snp::cli::listPresets();
    if (command == "export-preset") return snp::cli::exportPreset(line);
    if (command == "validate") return snp::cli::validateConfig(line);
    if (command == "evaluate") return snp::cli::evaluateConfig(line);
    if (command == "compare") return snp::cli::compareConfigs(line);
    if (command == "metrics") return snp::cli::listMetrics();
    if (command == "montecarlo") return snp::cli::runMonteCarlo(line);
    if (command == "linkload") return snp::cli::linkLoads(line);
    if (command == "bench") return snp::cli::benchmark(line);
    if (command == "report") {
#ifdef SNPLAN_PDF_REPORT
      return snp::cli::writeReport(argc, argv, line);
#else
      fmt::print(stderr, "snplan report: this snplan was built without Qt (SNP_BUILD_GUI=OFF) and cannot "
                         "write PDF reports; build with SNP_BUILD_GUI=ON\n");
      return 2;
#endif
    }
    if (command == "help" || command == "--help" || command == "-h") {
      fmt::print("{}", kUsage);
      return 0;
    }
  } catch (const std::exception &error) {
    fmt::print(stderr, "snplan {}: {}\n", command, error.what());
    return 2;
  }
  fmt::print(stderr, "{}", kUsage);
  return 2;
}
