// Every problem validation reports names a field of the configuration's JSON form, so the editor
// can select it, `--set` can change it and docs/config-schema.md documents it. The validator
// writes its paths as strings of its own; this ties them to the codec's field names by pushing
// every number, choice and flag of every preset to values that break rules.

#include "NumberPaths.h"

#include "model/Config.h"
#include "model/ConfigEdit.h"
#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace snp::model {
namespace {

// Values that break the rules of most fields: signs, zeros, magnitudes past the bounds.
const std::vector<double> kHostileReals = {-1, 0, 1e-30, 1e30, 0.5, 7};
const std::vector<int> kHostileIntegers = {-1, 0, 1, 3, 7, kMaxCount + 1};

class ValidationPaths : public testing::Test {
protected:
  // Validates `config` and checks the path of each problem against its JSON form.
  void expectProblemsNameFields(const Config &config, const std::string &edit) {
    for (const Problem &problem : validate(config)) {
      ++problems_;
      reported_.insert(problem.path);
      EXPECT_FALSE(problem.path.empty()) << edit << ": " << problem.message;
      EXPECT_FALSE(fieldValue(config, problem.path).is_null())
          << edit << " gives a problem at '" << problem.path
          << "', which is not a field: " << problem.message;
    }
  }

  void pushEveryField(const Config &preset) {
    test::NumberPaths paths;
    paths.visit("", preset);
    const auto tryValue = [&](const std::string &path, const nlohmann::json &value) {
      if (const std::optional<Config> edited = setField(preset, path, value))
        expectProblemsNameFields(*edited, preset.id + " " + path + "=" + value.dump());
    };
    for (const std::string &path : paths.reals)
      for (const double value : kHostileReals)
        tryValue(path, value);
    for (const std::string &path : paths.integers)
      for (const int value : kHostileIntegers)
        tryValue(path, value);
    for (const auto &[path, names] : paths.choices)
      for (const std::string &name : names)
        tryValue(path, name);
    for (const std::string &path : paths.flags)
      tryValue(path, !fieldValue(preset, path).get<bool>());
  }

  int problems_ = 0;
  std::set<std::string> reported_;
};

TEST_F(ValidationPaths, EveryProblemOfEveryPresetEditNamesAField) {
  for (const Config &preset : presets())
    pushEveryField(preset);
  // The sweep reaches the validator's rules, not only its magnitude checks: 4,631 problems at 151
  // distinct paths when this was written, so a validator that stopped looking would fail here.
  EXPECT_GT(problems_, 4000);
  EXPECT_GE(reported_.size(), 150u);
}

} // namespace
} // namespace snp::model
