// Where -o writes: a file is replaced atomically, but a device or a pipe is written to in place.
// `snplan ... -o /dev/null` renamed its temporary file over /dev/null, which, run as root, left a
// regular file there for every later program. The test uses a FIFO of its own in that role.
#include "SnplanFixture.h"

#include <sys/stat.h>

namespace {

TEST_F(SnplanTest, OutputToAPipeIsWrittenThroughAndThePipeStays) {
  const auto fifo = dir / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto received = dir / "received.json";
  const Outcome run = this->run("timeout 10 cat " + fifo.string() + " > " + received.string() + " & " +
                                std::string(SNPLAN_EXECUTABLE) +
                                " compare --preset seed-s1 --format json -o " + fifo.string() + "; wait");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  struct stat status {};
  ASSERT_EQ(::stat(fifo.c_str(), &status), 0);
  EXPECT_TRUE(S_ISFIFO(status.st_mode)) << "the pipe was replaced by a file";
  EXPECT_NE(readFile(received).find("\"candidates\""), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(fifo.string() + ".part"));
}

} // namespace
