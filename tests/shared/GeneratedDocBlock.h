#pragma once

// A block of a file that a test computes instead of a person typing it (a table under docs/, the
// residuals the error bands rest on): the file keeps it between two marker lines, the test
// compares, and with SNP_UPDATE_DOCS set in the environment it writes the computed block there
// instead.

#include "SourceTree.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace snp::testing {

// `file` is relative to the source tree.
inline void expectGeneratedFileBlock(std::string_view file, std::string_view begin_marker,
                                     std::string_view end_marker, const std::string &computed,
                                     std::string_view update_command) {
  const std::filesystem::path path = sourcePath(file);
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  std::stringstream text;
  text << in.rdbuf();
  std::string doc = text.str();
  const std::size_t begin = doc.find(begin_marker), end = doc.find(end_marker);
  ASSERT_NE(begin, std::string::npos) << path << " lacks " << begin_marker;
  ASSERT_NE(end, std::string::npos) << path << " lacks " << end_marker;
  const std::size_t from = begin + begin_marker.size();
  if (std::getenv("SNP_UPDATE_DOCS")) {
    doc.replace(from, end - from, computed);
    std::ofstream(path) << doc;
    return;
  }
  EXPECT_EQ(doc.substr(from, end - from), computed)
      << file << " is stale: run SNP_UPDATE_DOCS=1 " << update_command;
}

// A block of a document under docs/.
inline void expectGeneratedBlock(std::string_view document, std::string_view begin_marker,
                                 std::string_view end_marker, const std::string &computed,
                                 std::string_view update_command) {
  expectGeneratedFileBlock("docs/" + std::string(document), begin_marker, end_marker, computed,
                           update_command);
}

} // namespace snp::testing
