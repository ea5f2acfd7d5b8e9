#include "OptionDeclare.h"

#include <charconv>

namespace snp::cli {

namespace {

// "--output" of "-o,--output"; "file" of a positional.
std::string nameOf(const std::string &names) { return names.substr(names.rfind(',') + 1); }

double parseNumber(const std::string &name, const std::string &text, double min, double max) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !(value >= min && value <= max))
    throw CLI::ValidationError(numberRefusal(name, text, min, max));
  return value;
}

} // namespace

CLI::Option *Declare::single(const std::string &names, Assign assign, const std::string &help,
                             const std::string &typeName) {
  const std::string name = nameOf(names);
  return command_
      .add_option(
          names,
          [assign = std::move(assign), name](const CLI::results_t &results) {
            assign(name, results.front());
            return true;
          },
          help)
      ->type_name(typeName)
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::Throw);
}

CLI::Option *Declare::flag(const std::string &names, bool &target, const std::string &help) {
  return command_.add_flag(names, target, help);
}

CLI::Option *Declare::text(const std::string &names, std::string &target, const std::string &help) {
  return single(
             names, [&target](const std::string &, const std::string &text) { target = text; }, help, "TEXT")
      ->default_str(target);
}

CLI::Option *Declare::text(const std::string &names, std::optional<std::string> &target,
                           const std::string &help) {
  return single(
      names, [&target](const std::string &, const std::string &text) { target = text; }, help, "TEXT");
}

CLI::Option *Declare::texts(const std::string &names, std::vector<std::string> &target,
                            const std::string &help) {
  return command_.add_option(names, target, help)->allow_extra_args(false); // one value each time
}

CLI::Option *Declare::number(const std::string &names, double &target, double min, double max,
                             const std::string &help) {
  return single(
             names,
             [&target, min, max](const std::string &name, const std::string &text) {
               target = parseNumber(name, text, min, max);
             },
             help, "NUMBER")
      ->default_str(fmt::format("{}", target));
}

CLI::Option *Declare::number(const std::string &names, std::optional<double> &target, double min, double max,
                             const std::string &help) {
  return single(
      names,
      [&target, min, max](const std::string &name, const std::string &text) {
        target = parseNumber(name, text, min, max);
      },
      help, "NUMBER");
}

CLI::Option *Declare::words(const std::string &name, std::vector<std::string> &target,
                            const std::string &help) {
  return command_.add_option(name, target, help);
}

void Declare::configuration(ConfigChoice &choice) {
  CLI::Option *file = text("file", choice.file, "A configuration file (JSON)");
  CLI::Option *preset =
      text("--preset", choice.preset, "A bundled configuration (snplan presets lists them)");
  file->excludes(preset);
  texts("--set", choice.settings, "path=value: change one field of the configuration");
}

void Declare::candidates(CandidateChoice &choice) {
  words("files", choice.files, "Configuration files (JSON)");
  texts("--preset", choice.presets, "A bundled configuration; repeat for more");
  texts("--set", choice.settings, "path=value: change one field of the configuration");
}

void Declare::criteria(std::optional<std::string> &target) {
  text("--criteria", target, "A criteria set (JSON file) or `default`");
}

long long Declare::parseWhole(const std::string &name, const std::string &text, long long min,
                              long long max) {
  long long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < min || value > max)
    throw CLI::ValidationError(wholeNumberRefusal(name, text, min, max));
  return value;
}

std::string Declare::choiceType(const std::vector<std::string> &words) {
  std::string type;
  for (const std::string &word : words)
    type += (type.empty() ? "" : "|") + word;
  return "{" + type + "}";
}

} // namespace snp::cli
