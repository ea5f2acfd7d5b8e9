#pragma once

// Marks a project file as open in this planner, so that a second planner opening it can say so:
// two planners saving one project would each replace the other's work. A lock beside the file
// (<project>.lock, QLockFile), released when the planner closes the project or exits; one left
// by a planner that died is recognised by its process and taken over.

#include <QLockFile>
#include <QString>

#include <filesystem>
#include <memory>

namespace snp::app {

class ProjectLock {
public:
  // Takes the lock of the project at `path`. When another planner holds it, the lock is not
  // taken and `holder()` names it; when the folder cannot hold a lock (read-only), neither.
  explicit ProjectLock(const std::filesystem::path &path);

  bool held() const { return held_; }
  // "process 4242 on host lab-7", when another planner has the project open; else empty.
  const QString &holder() const { return holder_; }

private:
  std::unique_ptr<QLockFile> lock_;
  bool held_ = false;
  QString holder_;
};

} // namespace snp::app
