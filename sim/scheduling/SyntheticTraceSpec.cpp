#include "sim/scheduling/SyntheticTraceSpec.h"

#include "model/Message.h"
#include "model/QuantityText.h"
#include "sim/scheduling/JobTraceCsv.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <utility>

namespace snp::sim {

namespace {

// Far beyond any cluster, and small enough that every product of them stays finite.
constexpr double kMaxRatePerS = 1e6;
constexpr double kMaxLoad = 100;
constexpr double kMaxMedian_s = 1e7; // 116 days
constexpr double kMaxSigma = 4;      // a 1-in-10^7 draw (5.2 sigma) is then e^21 medians
constexpr double kMaxWeight = 1e12;
constexpr std::size_t kMaxTenantName = 64;
// Arrivals are random: the last job must come within kMaxSubmit_s but for a chance this small
// (ln 10^9: one spec in a billion seeds).
constexpr double kLateArrivalLog = 20.72;

constexpr std::string_view kKeys[] = {"jobs",    "seed",       "rate_per_s", "load",       "cards",
                                      "sizes",   "median_s",   "sigma",      "median_s@N", "sigma@N",
                                      "tenants", "priorities", "shapes",     "profiles"};

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ')
    text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ')
    text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(trimmed(text.substr(start, end - start)));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

template <class T> bool parseWhole(std::string_view text, T &value) {
  const char *end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end && !text.empty();
}

// How a message names a listed value.
template <class T> std::string shownValue(const T &value) { return fmt::format("{}", value); }
std::string shownValue(PlacementShape shape) {
  const auto index = static_cast<std::size_t>(shape);
  return index < std::size(kPlacementShapeNames) ? std::string(kPlacementShapeNames[index])
                                                 : fmt::format("{}", static_cast<int>(shape));
}

bool tenantNameAllowed(std::string_view name) {
  return !name.empty() && name.size() <= kMaxTenantName && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '-';
  });
}

class SpecReader {
public:
  SpecReader(SyntheticTraceSpec &spec, model::Problems &errors) : spec_(spec), errors_(errors) {}

  void read(std::string_view item) {
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos) {
      errors_.push_back(model::problemOf(std::string(item), SNP_MESSAGE("Validation", "is not key=value")));
      return;
    }
    const std::string key(trimmed(item.substr(0, equals)));
    const std::string_view value = trimmed(item.substr(equals + 1));
    if (!given_.insert(key).second) {
      errors_.push_back(model::problemOf(key, SNP_MESSAGE("Validation", "is given twice")));
      return;
    }
    if (key == "jobs") return readInteger(key, value, spec_.jobs);
    if (key == "seed") return readInteger(key, value, spec_.seed);
    if (key == "rate_per_s") return readRate(key, value);
    if (key == "load") return readNumber(key, value, spec_.load);
    if (key == "cards") return readInteger(key, value, spec_.cards);
    if (key == "sizes") return readList(key, value, spec_.sizes, &SpecReader::parseInteger<int>);
    if (key == "median_s") return readNumber(key, value, spec_.median_s);
    if (key == "sigma") return readNumber(key, value, spec_.sigma);
    if (key == "tenants") return readList(key, value, spec_.tenants, &SpecReader::parseTenant);
    if (key == "priorities") return readList(key, value, spec_.priorities, &SpecReader::parseInteger<int>);
    if (key == "shapes") return readList(key, value, spec_.shapes, &SpecReader::parseShape);
    if (key == "profiles") return readList(key, value, spec_.profiles, &SpecReader::parseNumber);
    if (key.starts_with("median_s@")) return readClass(key, value, &ClassOverride::median_s);
    if (key.starts_with("sigma@")) return readClass(key, value, &ClassOverride::sigma);
    errors_.push_back(
        model::problemOf(key, SNP_MESSAGE("Validation", "is not a synthetic-trace key; the keys are {}"),
                         fmt::format("{}", fmt::join(kKeys, ", "))));
  }

  // Settles what depends on several keys: the rate or the load, and the size classes' defaults.
  void finish(int machine_cards) {
    if (given_.contains("rate_per_s") && given_.contains("load"))
      errors_.push_back(model::problemOf(
          "rate_per_s", SNP_MESSAGE("Validation", "is given with load; give one: load derives the rate")));
    if (!given_.contains("cards")) spec_.cards = machine_cards;
    for (const auto &[cards, override] : classes_)
      spec_.class_durations.push_back(
          {cards, override.median_s.value_or(spec_.median_s), override.sigma.value_or(spec_.sigma)});
  }

private:
  struct ClassOverride {
    std::optional<double> median_s;
    std::optional<double> sigma;
  };

  template <class T> bool parseInteger(const std::string &key, std::string_view text, T &value) {
    if (parseWhole(text, value)) return true;
    errors_.push_back(
        model::problemOf(key, SNP_MESSAGE("Validation", "is \"{}\"; must be an integer"), text));
    return false;
  }

  bool parseNumber(const std::string &key, std::string_view text, double &value) {
    if (parseWhole(text, value) && std::isfinite(value)) return true;
    errors_.push_back(
        model::problemOf(key, SNP_MESSAGE("Validation", "is \"{}\"; must be a finite number"), text));
    return false;
  }

  bool parseTenant(const std::string &, std::string_view text, std::string &value) {
    value = text; // its characters are checked with the spec
    return true;
  }

  bool parseShape(const std::string &key, std::string_view text, PlacementShape &shape) {
    const auto *found = std::find(std::begin(kPlacementShapeNames), std::end(kPlacementShapeNames), text);
    if (found != std::end(kPlacementShapeNames)) {
      shape = static_cast<PlacementShape>(found - std::begin(kPlacementShapeNames));
      return true;
    }
    errors_.push_back(model::problemOf(key, SNP_MESSAGE("Validation", "is \"{}\"; must be one of {}"), text,
                                       fmt::format("{}", fmt::join(kPlacementShapeNames, ", "))));
    return false;
  }

  template <class T> void readInteger(const std::string &key, std::string_view text, T &value) {
    parseInteger(key, text, value);
  }

  void readNumber(const std::string &key, std::string_view text, double &value) {
    parseNumber(key, text, value);
  }

  // 0 stands for "derive it from load" in the spec, so it cannot be written.
  void readRate(const std::string &key, std::string_view text) {
    if (!parseNumber(key, text, spec_.rate_per_s) || spec_.rate_per_s > 0) return;
    errors_.push_back(model::problemOf(
        key, SNP_MESSAGE("Validation", "is {} /s; must be > 0 /s (leave it out to derive it from load)"),
        spec_.rate_per_s));
  }

  // "value:weight/value:weight"; a value without ":weight" weighs 1.
  template <class T, class Parse>
  void readList(const std::string &key, std::string_view text, std::vector<Weighted<T>> &list, Parse parse) {
    list.clear();
    for (std::string_view item : split(text, '/')) {
      const std::size_t colon = item.rfind(':');
      Weighted<T> entry{};
      entry.weight = 1;
      const std::string_view value = colon == std::string_view::npos ? item : trimmed(item.substr(0, colon));
      if (!std::invoke(parse, this, key, value, entry.value)) continue;
      if (colon != std::string_view::npos && !parseNumber(key, trimmed(item.substr(colon + 1)), entry.weight))
        continue;
      list.push_back(std::move(entry));
    }
  }

  void readClass(const std::string &key, std::string_view text, std::optional<double> ClassOverride::*field) {
    int cards = 0;
    if (!parseInteger(key, std::string_view(key).substr(key.find('@') + 1), cards)) return;
    double value = 0;
    if (parseNumber(key, text, value)) classes_[cards].*field = value;
  }

  SyntheticTraceSpec &spec_;
  model::Problems &errors_;
  std::set<std::string, std::less<>> given_;
  std::map<int, ClassOverride> classes_;
};

// Checks of one spec, each problem under the key that sets the value.
class SpecCheck {
public:
  explicit SpecCheck(model::Problems &problems) : problems_(problems) {}

  template <class... Args>
  void report(std::string path, model::MessageTemplate<std::type_identity_t<Args>...> message, Args... args) {
    problems_.push_back(model::problemOf(std::move(path), message, std::move(args)...));
  }

  void integerIn(const std::string &path, long long value, long long low, long long high) {
    if (value < low || value > high)
      report(path, SNP_MESSAGE("Validation", "is {}; must be an integer in [{}, {}]"), value, low, high);
  }

  // In (low, high], or [low, high] when lowIncluded.
  void numberIn(const std::string &path, double value, double low, bool lowIncluded, double high,
                std::string_view unit) {
    if ((lowIncluded ? value >= low : value > low) && value <= high) return;
    report(path, SNP_MESSAGE("Validation", "is {}{}; must be in {}{}, {}]{}"), value, unit,
           lowIncluded ? '[' : '(', low, high, unit);
  }

  template <class T> void weights(const std::string &path, const std::vector<Weighted<T>> &list) {
    if (list.empty()) {
      report(path, SNP_MESSAGE("Validation", "is empty; must list at least one value"));
      return;
    }
    double total = 0;
    for (const Weighted<T> &entry : list) {
      if (!(entry.weight >= 0 && entry.weight <= kMaxWeight))
        report(path, SNP_MESSAGE("Validation", "gives {} the weight {}; a weight must be in [0, {}]"),
               shownValue(entry.value), entry.weight, kMaxWeight);
      else
        total += entry.weight;
    }
    if (!(total > 0)) report(path, SNP_MESSAGE("Validation", "has weights that sum to 0; one must be > 0"));
    std::vector<T> values;
    for (const Weighted<T> &entry : list)
      values.push_back(entry.value);
    std::sort(values.begin(), values.end());
    if (const auto repeated = std::adjacent_find(values.begin(), values.end()); repeated != values.end())
      report(path, SNP_MESSAGE("Validation", "lists {} twice"), shownValue(*repeated));
  }

private:
  model::Problems &problems_;
};

bool powerOfTwo(int n) { return n > 0 && (n & (n - 1)) == 0; }

// Whether `jobs` Poisson arrivals at `expected` = rate × kMaxSubmit_s arrivals in that time all come
// within it, but for a chance below e^-kLateArrivalLog. The last arrival is a sum of `jobs`
// exponential gaps, and Chernoff's bound for it, P(sum > t) <= e^-(x - 1 - ln x)·jobs with
// x = rate·t / jobs > 1, is tight enough for one job and for ten million.
bool arriveInTime(double jobs, double expected) {
  if (jobs == 0) return true;
  const double x = expected / jobs;
  return x > 1 && jobs * (x - 1 - std::log(x)) >= kLateArrivalLog;
}

// The most jobs that arrive in time (arriveInTime), by bisection: fewer jobs arrive sooner.
int jobsArrivingInTime(double expected) {
  int low = 0, high = kMaxSyntheticJobs;
  while (low < high) {
    const int middle = low + (high - low + 1) / 2;
    if (arriveInTime(middle, expected))
      low = middle;
    else
      high = middle - 1;
  }
  return low;
}

} // namespace

ParsedSyntheticTraceSpec parseSyntheticTraceSpec(std::string_view text, int machine_cards) {
  ParsedSyntheticTraceSpec parsed;
  SyntheticTraceSpec spec;
  SpecReader reader(spec, parsed.errors);
  for (std::string_view item : split(text, ','))
    if (!item.empty()) reader.read(item); // "a=1,,b=2," is "a=1,b=2"
  reader.finish(machine_cards);
  if (parsed.errors.empty()) parsed.errors = checkSyntheticTraceSpec(spec);
  if (parsed.errors.empty()) parsed.spec = std::move(spec);
  return parsed;
}

model::Problems checkSyntheticTraceSpec(const SyntheticTraceSpec &spec) {
  model::Problems problems;
  SpecCheck check(problems);
  check.integerIn("jobs", spec.jobs, 1, kMaxSyntheticJobs);
  check.integerIn("cards", spec.cards, 0, kMaxJobCards);
  if (spec.rate_per_s != 0) {
    check.numberIn("rate_per_s", spec.rate_per_s, 0, false, kMaxRatePerS, " /s");
  } else {
    check.numberIn("load", spec.load, 0, false, kMaxLoad, "");
    if (spec.cards == 0)
      check.report("cards",
                   SNP_MESSAGE("Validation", "is unknown; the arrival rate for a load needs the machine's "
                                             "cards (or give rate_per_s)"));
  }

  check.weights("sizes", spec.sizes);
  for (const Weighted<int> &size : spec.sizes) {
    if (!powerOfTwo(size.value) || size.value > kMaxJobCards)
      check.report("sizes", SNP_MESSAGE("Validation", "lists {}; a size must be a power of two in [1, {}]"),
                   size.value, kMaxJobCards);
    else if (spec.cards > 0 && size.value > spec.cards)
      check.report("sizes", SNP_MESSAGE("Validation", "lists {}; must be at most the machine's {} cards"),
                   size.value, spec.cards);
  }
  check.numberIn("median_s", spec.median_s, 0, false, kMaxMedian_s, " s");
  check.numberIn("sigma", spec.sigma, 0, true, kMaxSigma, "");
  std::set<int> classes;
  for (const SizeClassDuration &size : spec.class_durations) {
    check.numberIn(fmt::format("median_s@{}", size.cards), size.median_s, 0, false, kMaxMedian_s, " s");
    check.numberIn(fmt::format("sigma@{}", size.cards), size.sigma, 0, true, kMaxSigma, "");
    const bool listed = std::any_of(spec.sizes.begin(), spec.sizes.end(),
                                    [&](const Weighted<int> &s) { return s.value == size.cards; });
    if (!listed)
      check.report(fmt::format("median_s@{}", size.cards),
                   SNP_MESSAGE("Validation", "is for a size that sizes does not list"));
    if (!classes.insert(size.cards).second)
      check.report(fmt::format("median_s@{}", size.cards), SNP_MESSAGE("Validation", "is given twice"));
  }

  check.weights("tenants", spec.tenants);
  for (const Weighted<std::string> &tenant : spec.tenants)
    if (!tenantNameAllowed(tenant.value))
      check.report("tenants",
                   SNP_MESSAGE("Validation", "lists \"{}\"; a name is 1 to {} of A-Z a-z 0-9 _ . -"),
                   tenant.value, kMaxTenantName);
  check.weights("priorities", spec.priorities);
  check.weights("shapes", spec.shapes);
  for (const Weighted<PlacementShape> &shape : spec.shapes)
    if (static_cast<std::size_t>(shape.value) >= std::size(kPlacementShapeNames))
      check.report("shapes", SNP_MESSAGE("Validation", "lists shape {}; must be one of {}"),
                   static_cast<int>(shape.value), fmt::format("{}", fmt::join(kPlacementShapeNames, ", ")));
  check.weights("profiles", spec.profiles);
  for (const Weighted<double> &profile : spec.profiles)
    if (!(std::isfinite(profile.value) && profile.value >= 0))
      check.report("profiles",
                   SNP_MESSAGE("Validation", "lists {}; FLOPs per byte must be a finite number >= 0"),
                   profile.value);
  // Drawn jobs must also fit the scheduler's trace: all submitted within kMaxSubmit_s.
  if (problems.empty())
    if (const double expected = arrivalRatePerS(spec) * kMaxSubmit_s; !arriveInTime(spec.jobs, expected))
      check.report("jobs",
                   SNP_MESSAGE("Validation",
                               "is {}; at {} jobs a second only {} arrive within {} s (ten years), "
                               "the latest a trace may submit one: give at most that many, or a "
                               "higher load or rate_per_s"),
                   spec.jobs, model::plainNumber(arrivalRatePerS(spec)), jobsArrivingInTime(expected),
                   model::plainNumber(kMaxSubmit_s));
  return problems;
}

double meanCardSeconds(const SyntheticTraceSpec &spec) {
  double total = 0;
  double weighted = 0;
  for (const Weighted<int> &size : spec.sizes) {
    double median_s = spec.median_s;
    double sigma = spec.sigma;
    for (const SizeClassDuration &c : spec.class_durations)
      if (c.cards == size.value) {
        median_s = c.median_s;
        sigma = c.sigma;
      }
    total += size.weight;
    weighted += size.weight * size.value * median_s * std::exp(sigma * sigma / 2);
  }
  return weighted / total;
}

double arrivalRatePerS(const SyntheticTraceSpec &spec) {
  return spec.rate_per_s != 0 ? spec.rate_per_s : spec.load * spec.cards / meanCardSeconds(spec);
}

} // namespace snp::sim
