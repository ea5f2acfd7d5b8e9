// snplan's option values are parsed and checked as the command line is read: a bad one is refused
// with exit status 2, naming the option, what it was given and what it takes, before any
// configuration is loaded or anything runs.
#include "SnplanFixture.h"

#include <gtest/gtest.h>

#include <string>

namespace {

class OptionValuesTest : public SnplanTest {
protected:
  void expectRefused(const std::string &arguments, const std::string &message) {
    const Outcome run = snplan(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments;
    EXPECT_NE(run.err.find(message), std::string::npos) << arguments << ": " << run.err;
    EXPECT_TRUE(run.out.empty()) << arguments;
  }
};

TEST_F(OptionValuesTest, AChoiceNotOfferedNamesTheChoices) {
  expectRefused("evaluate --preset seed-s1 --format xml", "--format is 'xml'; must be json, csv or text");
  expectRefused("compare --preset seed-s1 --format yaml",
                "--format is 'yaml'; must be text, csv, json or xlsx");
  expectRefused("compare --preset seed-s1 --format csv --table tall",
                "--table is 'tall'; must be wide or long");
  expectRefused("linkload --preset seed-s3 --pattern storm",
                "--pattern is 'storm'; must be uniform, neighbour, permutation or hotspot");
  expectRefused("schedule --preset seed-s1 --synthetic jobs=10 --backfill yes",
                "--backfill is 'yes'; must be on or off");
  expectRefused("sweep spec.json --emit pbs", "--emit is 'pbs'; must be slurm or k8s");
  expectRefused("merge part.json --format xml", "--format is 'xml'; must be json or csv");
}

TEST_F(OptionValuesTest, ANumberOutOfRangeNamesTheRange) {
  expectRefused("montecarlo --preset seed-s1 --runs 0",
                "--runs is '0'; must be a whole number from 1 to 1000000");
  expectRefused("montecarlo --preset seed-s1 --runs 2.5", "--runs is '2.5'; must be a whole number from 1");
  expectRefused("montecarlo --preset seed-s1 --seed -1", "--seed is '-1'; must be a whole number from 0");
  expectRefused("bench --seconds 601", "--seconds is '601'; must be a whole number from 1 to 600");
  expectRefused("sweep spec.json --threads 2000",
                "--threads is '2000'; must be a whole number from 0 to 1024");
  expectRefused("schedule --preset seed-s1 --synthetic jobs=10 --card-weight -1",
                "--card-weight is '-1'; must be a number from 0");
  expectRefused("serve --preset seed-s2 --output-cv 11",
                "--output-cv is '11'; must be a number from 0 to 10");
}

// The value is refused before the configuration is read: a preset that does not exist would exit 1.
TEST_F(OptionValuesTest, ABadValueIsRefusedBeforeAnythingIsLoaded) {
  expectRefused("montecarlo --preset no-such-thing --runs many", "--runs is 'many'");
  expectRefused("sweep no-such-spec.json --format xml", "--format is 'xml'");
}

// An option the command does not know is named first: its value may be what made another look wrong.
TEST_F(OptionValuesTest, AnUnknownOptionIsNamedBeforeABadValue) {
  expectRefused("montecarlo --preset seed-s1 --runs 0 --runz 5",
                "unknown option --runz (did you mean --runs?)");
}

TEST_F(OptionValuesTest, HelpShowsTheDefaultsAndTheChoices) {
  const Outcome montecarlo = snplan("montecarlo --help");
  ASSERT_EQ(montecarlo.exit_code, 0) << montecarlo.err;
  EXPECT_NE(montecarlo.out.find("--runs INT=100"), std::string::npos) << montecarlo.out;
  EXPECT_NE(montecarlo.out.find("--timeline INT=2000"), std::string::npos) << montecarlo.out;
  const Outcome evaluate = snplan("evaluate --help");
  ASSERT_EQ(evaluate.exit_code, 0) << evaluate.err;
  EXPECT_NE(evaluate.out.find("--format {json|csv|text}=json"), std::string::npos) << evaluate.out;
  const Outcome schedule = snplan("schedule --help");
  ASSERT_EQ(schedule.exit_code, 0) << schedule.err;
  EXPECT_NE(schedule.out.find("=first_fit"), std::string::npos) << schedule.out;
  EXPECT_NE(schedule.out.find("--card-weight NUMBER=3"), std::string::npos) << schedule.out;
}

} // namespace
