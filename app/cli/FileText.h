#pragma once

#include "model/InputFileLimit.h"

#include <cstddef>
#include <optional>
#include <string>

namespace snp::cli {

// The most bytes snplan reads from one file (model/InputFileLimit.h).
inline constexpr std::size_t kMaxFileBytes = model::kMaxInputFileBytes;

// A file as snplan reads it: the whole of it, byte for byte, when it is a regular file of at most
// kMaxFileBytes; otherwise why not, to print after its path. A FIFO, a device or a folder is
// refused without waiting for a writer, and a file that grows while read stops at the cap.
struct FileText {
  enum class Status {
    Read,
    Unopened, // missing or not readable: each command says in its own words which file it wanted
    Refused,  // opened, but not a regular file or over the cap: `problem` says which and the cap
  };
  Status status = Status::Read;
  std::optional<std::string> text; // set when read
  std::string problem;             // "cannot be opened (No such file or directory)", "is not a regular
                                   // file but a FIFO; snplan reads regular files of at most 512 MiB"
};

FileText fileText(const std::string &path);

} // namespace snp::cli
