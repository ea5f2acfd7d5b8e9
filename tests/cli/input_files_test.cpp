// Every file snplan reads is a regular file of at most 512 MiB (app/cli/FileText.h), whichever
// command reads it and wherever it is named: on the command line, inside a sweep spec, as a part of
// a merge. A device that never ends, a FIFO no one writes to and a file of gigabytes are refused
// at once, with the file's name, what it is and the cap.
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <sys/stat.h>

#include <filesystem>
#include <string>
#include <vector>

namespace {

const std::string kSpec = snp::testing::sourcePath("docs/examples/sweep-small.json").string();

class InputFilesTest : public SnplanTest {
protected:
  // Runs snplan with a time limit: a read that waits on a FIFO is a failure, not a hang (exit 124).
  Outcome bounded(const std::string &arguments) {
    return run("timeout 60 " + std::string(SNPLAN_EXECUTABLE) + " " + arguments);
  }

  // A sweep spec of one design whose base or criteria is the file `name`.
  std::string specNaming(const std::string &base, const std::string &criteria) {
    return write("spec.json", R"({"schema": 1, "base": )" + base +
                                  R"(, "axes": [{"path": "cooling.supply_C", "values": [30]}],
                                  "objectives": [{"maximise": "training.tokens_per_s"}])" +
                                  (criteria.empty() ? "" : R"(, "criteria": )" + criteria) + "}")
        .string();
  }

  // Each command that reads `path` refuses it, naming it, with `what` it is and the cap.
  void expectEveryReaderRefuses(const std::string &path, const std::string &what) {
    const std::vector<std::string> commands = {
        "validate " + path,
        "evaluate --preset seed-s3 --criteria " + path,
        "schedule --preset seed-s3 --trace " + path,
        "serve --preset seed-s2 --tp 8 --pp 1 --model " + path,
        "merge " + path,
        "sweep " + path,
        "sweep " + specNaming(R"({"file": ")" + path + R"("})", ""),
        "sweep " + specNaming(R"({"preset": "seed-s3"})", "\"" + path + "\""),
#ifdef SNPLAN_PDF_REPORT
        "report --preset seed-s3 -o " + (dir / "out.pdf").string() + " --logo " + path,
#endif
    };
    for (const std::string &command : commands) {
      const Outcome refused = bounded(command);
      EXPECT_NE(refused.exit_code, 0) << command;
      EXPECT_NE(refused.exit_code, 124) << command << ": waited on the file";
      EXPECT_NE(refused.err.find(path), std::string::npos) << command << "\n" << refused.err;
      EXPECT_NE(refused.err.find(what), std::string::npos) << command << "\n" << refused.err;
      EXPECT_NE(refused.err.find("512 MiB"), std::string::npos) << command << "\n" << refused.err;
    }
  }
};

TEST_F(InputFilesTest, ADeviceThatNeverEndsIsRefusedByEveryReader) {
  expectEveryReaderRefuses("/dev/zero", "is not a regular file but a character device");
}

TEST_F(InputFilesTest, AFifoNoOneWritesToIsRefusedWithoutWaiting) {
  const std::string fifo = (dir / "fifo").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  expectEveryReaderRefuses(fifo, "is not a regular file but a FIFO");
}

TEST_F(InputFilesTest, AFolderIsRefusedByEveryReader) {
  expectEveryReaderRefuses(dir.string(), "is not a regular file but a folder");
}

// A sparse file: 600 MiB long, nothing on the disk, refused by its size before a byte is read.
TEST_F(InputFilesTest, AFileOverTheCapIsRefusedByEveryReader) {
  const auto large = dir / "large.json";
  write("large.json", "{}");
  std::filesystem::resize_file(large, std::uintmax_t(600) << 20);
  expectEveryReaderRefuses(large.string(), "is 600 MiB, over the 512 MiB");
}

TEST_F(InputFilesTest, AMissingFileIsNamedWithTheReason) {
  const Outcome refused = bounded("validate " + (dir / "nosuch.json").string());
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("nosuch.json: cannot be opened (No such file or directory)"), std::string::npos)
      << refused.err;
}

} // namespace
