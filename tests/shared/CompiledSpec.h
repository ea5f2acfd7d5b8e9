#pragma once

// A sweep spec (JSON naming no file) compiled for a test: a failure names the first problem.

#include "sim/sweep/Sweep.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <memory>

namespace snp::testing {

inline std::shared_ptr<const sim::CompiledSweep> compiledSpec(const nlohmann::json &spec) {
  sim::ParsedSweepSpec parsed = sim::parseSweepSpec(
      spec.dump(), [](const std::string &) -> sim::SpecFileText { return {std::nullopt}; });
  EXPECT_TRUE(parsed.spec) << (parsed.errors.empty() ? "" : model::describe(parsed.errors.front()));
  if (!parsed.spec) return nullptr;
  auto sweep = sim::CompiledSweep::compile(*parsed.spec);
  if (auto *problems = std::get_if<model::Problems>(&sweep)) {
    ADD_FAILURE() << model::describe(problems->front());
    return nullptr;
  }
  return std::get<std::shared_ptr<const sim::CompiledSweep>>(std::move(sweep));
}

} // namespace snp::testing
