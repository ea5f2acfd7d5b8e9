#include "FileText.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace snp::cli {

namespace {

// What a file that is not a regular one is, for the message.
const char *kindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "something else";
}

// Closes the file however the read ends.
class Descriptor {
public:
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(const Descriptor &) = delete;
  Descriptor &operator=(const Descriptor &) = delete;
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }

private:
  int fd_;
};

constexpr std::size_t kMiB = std::size_t(1) << 20;

FileText refused(std::string problem) {
  return {FileText::Status::Refused, std::nullopt, std::move(problem)};
}

FileText unread(const char *what) {
  return {FileText::Status::Unopened, std::nullopt, fmt::format("{} ({})", what, std::strerror(errno))};
}

} // namespace

FileText fileText(const std::string &path) {
  // Non-blocking, so that opening a FIFO does not wait for a writer; the kind is then read from
  // the file opened, not from its name, which could be replaced in between.
  const Descriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
  if (file.get() < 0) return unread("cannot be opened");
  struct stat status {};
  if (::fstat(file.get(), &status) != 0) return unread("cannot be read");
  if (!S_ISREG(status.st_mode))
    return refused(fmt::format("is not a regular file but {}; snplan reads regular files of at most {} MiB",
                               kindOf(status.st_mode), kMaxFileBytes / kMiB));
  const auto size = static_cast<std::size_t>(status.st_size);
  if (size > kMaxFileBytes)
    return refused(fmt::format("is {} MiB, over the {} MiB snplan reads from one file",
                               (size + kMiB - 1) / kMiB, kMaxFileBytes / kMiB));
  // The size said is not trusted: the file may grow while it is read (or be one of /proc's, which
  // say 0). One byte past the cap is enough to know.
  std::string text;
  text.reserve(size);
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(file.get(), buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return unread("cannot be read");
    if (got == 0) break;
    text.append(buffer, static_cast<std::size_t>(got));
    if (text.size() > kMaxFileBytes)
      return refused(fmt::format("grew past {} MiB while read, over what snplan reads from one file",
                                 kMaxFileBytes / kMiB));
  }
  return {FileText::Status::Read, std::move(text), {}};
}

} // namespace snp::cli
