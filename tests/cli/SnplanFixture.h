#pragma once

// Runs snplan as a user does, in a scratch folder of its own per test: exit code, stdout, stderr.
// Named, not anonymous: the command-line tests share one program, and GoogleTest requires the
// suites of every file that uses SnplanTest to see one fixture class.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

namespace snp::cli_test {

struct Outcome {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline std::string readFile(const std::filesystem::path &path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

class SnplanTest : public ::testing::Test {
protected:
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("snplan_test_" + std::to_string(::getpid()) + "_" +
                               ::testing::UnitTest::GetInstance()->current_test_info()->name());

  void SetUp() override { std::filesystem::create_directories(dir); }
  void TearDown() override { std::filesystem::remove_all(dir); }

  // Runs a shell command in the test's folder's terms: its exit code, stdout and stderr.
  Outcome run(const std::string &command) {
    const auto out = dir / "stdout", err = dir / "stderr";
    const int status =
        std::system((command + " >" + out.string() + " 2>" + err.string() + " </dev/null").c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, readFile(out), readFile(err)};
  }
  // `environment` is what env(1) takes ("NAME=value ...", "-u DISPLAY"), for this run only.
  Outcome snplan(const std::string &arguments, const std::string &environment = "") {
    return run((environment.empty() ? "" : "env " + environment + " ") + std::string(SNPLAN_EXECUTABLE) +
               " " + arguments);
  }

  std::filesystem::path write(const std::string &name, const std::string &text) {
    const auto path = dir / name;
    std::ofstream(path) << text;
    return path;
  }
};

} // namespace snp::cli_test

using snp::cli_test::Outcome;
using snp::cli_test::readFile;
using snp::cli_test::SnplanTest;
